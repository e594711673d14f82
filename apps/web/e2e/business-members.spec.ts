import { ALREADY_MEMBER_MESSAGE, MEMBER_NOT_ON_PORTAL_MESSAGE } from '@b2b/contracts';
import { expect, test, type Browser } from '@playwright/test';
import { callApi, createBusiness, newAccount, seriousViolations, signIn } from './support.ts';

/** A second person with a portal profile (made on their first signed-in call), in a browser of their own. */
async function secondPerson(browser: Browser, firstName: string, lastName: string) {
  const page = await browser.newPage();
  const { account, userID } = await signIn(page, '/profile', newAccount(firstName, lastName));
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
  return { page, account, userID };
}

test.describe('business members', () => {
  // Each test signs two people up through the account service.
  test.beforeEach(() => test.slow());

  test('the owner adds a registered person as admin, makes them a member and removes them; the member sees the business', async ({
    page,
    browser,
  }) => {
    const colleague = await secondPerson(browser, 'Li', 'Wei');
    const { account: owner } = await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Harbour Hydraulics');

    await page.goto(`/business/${businessID}/members`);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const people = page.getByRole('list').filter({ hasText: owner.email });
    const ownerRow = people.getByRole('listitem').filter({ hasText: owner.email });
    await expect(ownerRow.getByText('Owner', { exact: true })).toBeVisible();
    await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
    await expect(ownerRow.getByRole('button', { name: /Remove/ })).toHaveCount(0);

    const add = page.getByRole('form', { name: 'Add a member' });
    await add.getByLabel('Email').fill('nobody.here@example.test');
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(MEMBER_NOT_ON_PORTAL_MESSAGE)).toBeVisible();

    await add.getByLabel('Email').fill(colleague.account.email);
    await add.getByLabel('Access').selectOption('admin');
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Li Wei was added as admin.')).toBeVisible();
    const row = people.getByRole('listitem').filter({ hasText: colleague.account.email });
    await expect(row.getByLabel('Access of Li Wei')).toHaveValue('admin');
    await expect(row.getByText(/^Added \d{4}-\d{2}-\d{2}$/)).toBeVisible();

    await add.getByLabel('Email').fill(colleague.account.email);
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(ALREADY_MEMBER_MESSAGE)).toBeVisible();

    // An admin may edit the profile
    await colleague.page.goto(`/business/${businessID}/edit/general`);
    await expect(colleague.page.getByLabel('Company name')).toHaveValue('Harbour Hydraulics');

    await row.getByLabel('Access of Li Wei').selectOption('member');
    await expect(page.getByText('Li Wei is now member.')).toBeVisible();
    await page.reload();
    await expect(row.getByLabel('Access of Li Wei')).toHaveValue('member');

    // The member: the business among theirs, Requests on its page, the list read-only, no editing
    await colleague.page.goto('/my-business');
    await expect(colleague.page.getByText('Harbour Hydraulics').first()).toBeVisible();
    await colleague.page.goto(`/business/${businessID}`);
    await expect(colleague.page.getByRole('link', { name: 'Requests' }).first()).toBeVisible();
    await colleague.page.goto(`/business/${businessID}/members`);
    await expect(colleague.page.getByText(owner.email)).toBeVisible();
    await expect(colleague.page.getByRole('combobox', { name: /Access of/ })).toHaveCount(0);
    await expect(colleague.page.getByRole('form', { name: 'Add a member' })).toHaveCount(0);
    await expect(colleague.page.getByRole('button', { name: 'Leave' })).toBeVisible();
    const manage = colleague.page.getByRole('navigation', { name: 'Manage business' });
    await expect(manage.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    await expect(manage.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
    await expect(manage.getByRole('link', { name: 'Business page' })).not.toHaveAttribute('href', /editMode/);
    await colleague.page.goto(`/business/${businessID}/edit/general`);
    await expect(
      colleague.page.getByRole('heading', { name: 'You cannot edit this business' }),
    ).toBeVisible();

    await row.getByRole('button', { name: 'Remove Li Wei' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this member?' });
    await confirm.getByRole('button', { name: 'Remove member' }).click();
    await expect(page.getByText('Li Wei was removed.')).toBeVisible();
    await expect(people.getByText(colleague.account.email)).toHaveCount(0);

    // No longer one of its people
    await colleague.page.goto(`/business/${businessID}/members`);
    await expect(
      colleague.page.getByRole('heading', { name: 'You are not allowed to see the members' }),
    ).toBeVisible();
    await colleague.page.close();
  });

  test('a member leaves the business after confirming', async ({ page, browser }) => {
    const colleague = await secondPerson(browser, 'Zhang', 'Min');
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Leaving Looms');
    const added = await callApi(page, `/business/${businessID}/members`, {
      method: 'POST',
      body: { email: colleague.account.email, access: 'member' },
    });
    expect(added.status).toBe(201);

    await colleague.page.goto(`/business/${businessID}/members`);
    await colleague.page.getByRole('button', { name: 'Leave' }).click();
    const confirm = colleague.page.getByRole('alertdialog', { name: 'Leave this business?' });
    await confirm.getByRole('button', { name: 'Leave business' }).click();
    await expect(colleague.page).toHaveURL(/\/my-business$/);
    await expect(colleague.page.getByText('You left Leaving Looms.')).toBeVisible();

    await page.goto(`/business/${businessID}/members`);
    await expect(page.getByText(colleague.account.email)).toHaveCount(0);
    await colleague.page.close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`the members page at ${viewport.width} px has no serious or critical axe violations`, async ({
      page,
      browser,
    }) => {
      const colleague = await secondPerson(browser, 'Axe', 'Checker');
      await page.setViewportSize(viewport);
      await signIn(page, '/');
      const { businessID } = await createBusiness(page, 'Accessible Anchors');
      await callApi(page, `/business/${businessID}/members`, {
        method: 'POST',
        body: { email: colleague.account.email, access: 'admin' },
      });
      await page.goto(`/business/${businessID}/members`);
      await expect(page.getByLabel('Access of Axe Checker')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Remove Axe Checker' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await colleague.page.close();
    });
  }
});
