import { readFile } from 'node:fs/promises';
import { INQUIRY_SUBJECTS, type DataExport } from '@b2b/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  callApi,
  createBusiness,
  makePost,
  newAccount,
  seriousViolations,
  signIn,
  type Account,
} from './support.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

async function person(browser: Browser, account: Account) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // The profile is a lighter first page than the home page, and where these tests go.
  const { userID } = await signIn(page, '/profile', account);
  return { page, userID };
}

const ok = async (page: Page, path: string, method: string, body?: unknown) => {
  const answer = await callApi(page, path, { method, body });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
};

/** Screenshots of the profile's foot at both widths, for a look by eye. */
async function screenshots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true });
  }
}

test('a person exports their data, deletes their account, and the other side sees "Deleted user"', async ({
  browser,
}) => {
  test.slow();
  const seller = await person(browser, newAccount('Sally', 'Seller'));
  const sellerCompany = `Seller Gears ${Date.now()}`;
  const { businessID } = await createBusiness(seller.page, sellerCompany);

  const account = newAccount('Dora', 'Leaving');
  const dora = await person(browser, account);
  const postID = await makePost(dora.page, dora.userID, 'Our last order of gearboxes arrived.');
  await ok(dora.page, `/user/favorites/business/${businessID}`, 'PUT');
  const request = await ok(dora.page, '/business/request', 'POST', {
    to: businessID,
    subject: INQUIRY_SUBJECTS[0],
    message: 'Please quote 40 gearboxes.',
  });
  const requestID = (request.data as { requestID: string }).requestID;
  await ok(seller.page, `/business/request/${requestID}/send-message?bid=${businessID}`, 'POST', {
    content: 'Our quote is attached.',
  });
  await ok(dora.page, `/business/request/${requestID}/send-message`, 'POST', {
    content: 'Thank you, agreed.',
  });

  // Export my data: the file holds the post, the favourite and the messages.
  const { page } = dora;
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data and account' });
  // The profile loads its parts after hydration; on a busy machine that takes a while.
  await expect(section.getByRole('button', { name: 'Delete my account' })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'profile-account-data');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(String(await download.path()), 'utf8')) as DataExport;
  expect(data.account.email).toBe(account.email);
  expect(data.posts.map((p) => p.postID)).toEqual([postID]);
  expect(data.favorites.businesses.map((b) => b.companyName)).toEqual([sellerCompany]);
  expect(data.messages.map((m) => m.content)).toEqual(['Please quote 40 gearboxes.', 'Thank you, agreed.']);

  // Delete account: the password once more, on the account service's page.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expect(page.getByText(`Account: ${account.email}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'delete-account-page');
  await page.getByLabel('Password').fill('Not-My-Password-9');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Incorrect password.')).toBeVisible();
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-deleted');

  // The seller's thread stays, every message in it, from "Deleted user".
  await expect
    .poll(
      async () => {
        await seller.page.goto(`/business/${businessID}/requests/${requestID}`);
        return seller.page.getByRole('list', { name: 'Conversations' }).getByText('Deleted user').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const messages = seller.page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Please quote 40 gearboxes.')).toBeVisible();
  await expect(messages.getByText('Thank you, agreed.')).toBeVisible();
  // Each of the person's messages is said to be the deleted user's.
  await expect(messages.getByText('Deleted user:')).toHaveCount(2);

  // The address registers again.
  const again = await browser.newContext({ viewport: DESKTOP });
  const { userID } = await signIn(await again.newPage(), '/profile', account);
  expect(userID).not.toBe(dora.userID);
});

test('a person who owns a business alone sees it blocks the deletion, and why', async ({ browser }) => {
  test.slow();
  const owner = await person(browser, newAccount('Olga', 'Owner'));
  const company = `Solo Castings ${Date.now()}`;
  const { businessID } = await createBusiness(owner.page, company);
  const { page } = owner;
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data and account' });
  const blocker = section.getByRole('note');
  await expect(blocker).toContainText('you own these businesses alone', { timeout: 30_000 });
  await expect(blocker.getByRole('link', { name: company })).toHaveAttribute(
    'href',
    `/business/${businessID}/members`,
  );
  await expect(blocker).toContainText('make another member its admin first');
  await expect(section.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'profile-deletion-blocked');
});
