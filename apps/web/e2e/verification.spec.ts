import { expect, test, type Browser, type Page } from '@playwright/test';
import { paidBusiness, signInAsAdministrator } from './administration-fixtures.ts';
import {
  callApi,
  collectConsoleErrors,
  makePng,
  seriousViolations,
  signIn,
  waitForSignedInApp,
} from './support.ts';

async function openAdministration(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('the owner of a Gold business requests verification with a picture; an administrator approves it; the business page shows the verified badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await signIn(page, '/my-business');
  const companyName = `Verified Gearworks ${Date.now()}`;
  const { path } = await paidBusiness(page, companyName);

  // Manage mode links to the verification page.
  await page.goto(`${path}?editMode=1`);
  await waitForSignedInApp(page);
  await page.getByRole('link', { name: 'Verification', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('Not verified.')).toBeVisible();

  // Sending without evidence names what is missing.
  await page.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText('The registration number needs at least 3 characters')).toBeVisible();
  await expect(page.getByText('Add at least one picture of the registration documents')).toBeVisible();

  await page.getByLabel('Company registration number').fill('91310000MA1FL4XX2K');
  await page.getByLabel('Add a document picture').setInputFiles({
    name: 'business-licence.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 600, 400),
  });
  await expect(page.getByRole('img', { name: 'Registration document 1' })).toBeVisible();
  await page.getByLabel('Note (optional)').fill('Licence issued in Shanghai, 2019.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText('Your verification request was sent.')).toBeVisible();
  await expect(page.getByText('Waiting for review.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request verification' })).toHaveCount(0);

  // A visitor's business page (rendered and cached by the server) shows the member badge until the approval.
  const visitor = await newPage(browser);
  await visitor.page.goto(path);
  const summary = visitor.page.getByRole('complementary', { name: 'Business summary' });
  await expect(summary.getByRole('img', { name: 'Gold member · not verified' })).toBeVisible();
  // The header says the level and the verification in one phrase: nothing reads "member" beside GOLD.
  const membership = visitor.page.getByRole('list', { name: 'Membership' });
  await expect(membership.getByRole('listitem').first()).toHaveText('Gold member · not verified');
  await expect(membership).not.toContainText('Member business');

  // The administrator finds it in the queue, sees the document and approves it.
  const admin = await newPage(browser);
  await signInAsAdministrator(admin.page);
  await openAdministration(admin.page);
  await admin.page.getByRole('link', { name: companyName }).click();
  await expect(admin.page.getByRole('heading', { name: 'Verification request' })).toBeVisible();
  await expect(admin.page.getByText('91310000MA1FL4XX2K')).toBeVisible();
  await expect(admin.page.getByText('Licence issued in Shanghai, 2019.')).toBeVisible();
  await expect(
    admin.page.getByRole('img', { name: `Registration document 1 of ${companyName}` }),
  ).toBeVisible();
  expect(await seriousViolations(admin.page)).toEqual([]);
  await admin.page.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText('Request approved: the business is verified.')).toBeVisible();
  await expect(admin.page.getByText(/^Approved on /)).toBeVisible();
  await admin.context.close();

  // At once, everyone sees the verified badge on the business page: the approval dropped the cached page.
  await visitor.page.reload();
  await expect(summary.getByRole('img', { name: 'Gold member · verified' })).toBeVisible();
  await expect(membership.getByRole('listitem').first()).toHaveText('Gold member · verified');
  await visitor.context.close();

  // The owner's page says so too.
  await page.reload();
  await expect(page.getByText(/Your business shows the verified badge/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a rejection shows the owner the administrator’s reason, and the owner may ask again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/my-business');
  const companyName = `Rejected Valves ${Date.now()}`;
  const { businessID } = await paidBusiness(page, companyName);
  await page.goto(`/business/${businessID}/verification`);
  await waitForSignedInApp(page);
  await page.getByLabel('Company registration number').fill('REG-7788');
  await page.getByLabel('Add a document picture').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: await makePng(page),
  });
  await expect(page.getByRole('img', { name: 'Registration document 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText('Waiting for review.')).toBeVisible();

  const admin = await newPage(browser);
  await signInAsAdministrator(admin.page);
  await openAdministration(admin.page);
  await admin.page.getByRole('link', { name: companyName }).click();
  const reason = 'The licence picture is cut off; send the whole page.';
  await admin.page.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.page.getByText('Give the reason the business will read')).toBeVisible();
  await admin.page.getByLabel('Reason for the rejection (the business reads it)').fill(reason);
  await admin.page.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.page.getByText('Request rejected.')).toBeVisible();
  await admin.context.close();

  await page.reload();
  await expect(page.getByText(/^Rejected on /)).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request verification' })).toBeVisible();
});

test('an administrator records support hours for a Premium business; past its hours the server refuses', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/my-business');
  const companyName = `Supported Pumps ${Date.now()}`;
  const { businessID } = await paidBusiness(page, companyName, 'premium');

  const admin = await newPage(browser);
  await signInAsAdministrator(admin.page);
  await openAdministration(admin.page);
  await admin.page
    .getByLabel('Business page address or id')
    .fill(`http://localhost/business/x-${businessID}`);
  await admin.page.getByRole('button', { name: 'Show support' }).click();
  await expect(admin.page.getByRole('heading', { name: companyName })).toBeVisible();
  await expect(admin.page.getByText(/0 h of 6 h used/)).toBeVisible();
  // Before any toast: their entry animation passes through colours of too little contrast.
  expect(await seriousViolations(admin.page)).toEqual([]);
  await admin.page.getByLabel('Time given').selectOption('300');
  await admin.page.getByLabel('Topic').fill('Export contract review');
  await admin.page.getByRole('button', { name: 'Record support' }).click();
  await expect(admin.page.getByText('Support recorded.')).toBeVisible();
  await expect(admin.page.getByText(/5 h of 6 h used/)).toBeVisible();
  await expect(admin.page.getByText(/300 minutes · Export contract review/)).toBeVisible();
  await admin.page.getByLabel('Time given').selectOption('120');
  await admin.page.getByLabel('Topic').fill('Pricing');
  await admin.page.getByRole('button', { name: 'Record support' }).click();
  await expect(admin.page.getByText(/This would pass the 6 hours of support/)).toBeVisible();
  await admin.context.close();
});

test('to a person who is not an administrator /admin is an unknown address: they land on the home page, and their menu has no Administration', async ({
  page,
}) => {
  await signIn(page, '/');
  await waitForSignedInApp(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  const answer = await callApi(page, '/admin/verification-requests');
  expect(answer.status).toBe(404);
});
