import { ALREADY_MEMBER_MESSAGE } from '@b2b/contracts';
import { expect, test, type Browser } from '@playwright/test';
import { callApi, createBusiness, joinBusiness, newAccount, seriousViolations, signIn } from './support.ts';

/** What the members page says to someone who is not one of the business's people. */
const NOT_ALLOWED_TEXT = 'Only the people of this business can see its members.';

/** A page in a browser context of its own (axe checks only pages of a context made by `newContext`). */
const ownPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** A second person with a portal profile (made on their first signed-in call), in a browser of their own. */
async function secondPerson(browser: Browser, firstName: string, lastName: string) {
  const page = await ownPage(browser);
  const { account, userID } = await signIn(page, '/profile', newAccount(firstName, lastName));
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
  return { page, account, userID };
}

test.describe('business members', () => {
  // Each test signs two people up through the account service and loads a dozen signed-in pages: on this two-core
  // machine under a second suite's load one took 1.6 minutes, past the slow tests' 90 s.
  test.beforeEach(() => test.setTimeout(180_000));

  test('the owner invites an email nobody has signed in with yet; that person signs in, accepts on My Business and sees the business', async ({
    page,
    browser,
  }) => {
    const colleague = newAccount('Li', 'Wei');
    const { account: owner } = await signIn(page, '/', newAccount('Olga', 'Owner'));
    const { businessID } = await createBusiness(page, 'Harbour Hydraulics');

    await page.goto(`/business/${businessID}/members`);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const people = page.getByRole('list').filter({ hasText: owner.email });
    const ownerRow = people.getByRole('listitem').filter({ hasText: owner.email });
    await expect(ownerRow.getByText('Owner', { exact: true })).toBeVisible();
    await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
    await expect(ownerRow.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText('No content.')).toBeVisible();

    const invite = page.getByRole('form', { name: 'Invite a member' });
    await invite.getByLabel('Email').fill(colleague.email.toUpperCase());
    await invite.getByLabel('Access').selectOption('admin');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`${colleague.email} was invited as admin.`)).toBeVisible();
    const invitation = pending.getByRole('listitem').filter({ hasText: colleague.email });
    await expect(invitation.getByText('Admin', { exact: true })).toBeVisible();
    await expect(invitation.getByText(/^Invited [A-Z][a-z]+ \d{1,2}, \d{4} by Olga Owner$/)).toBeVisible();
    // Not a member yet
    await expect(people.getByText(colleague.email)).toHaveCount(0);

    // The invited person comes to the portal afterwards and finds the invitation on My Business.
    const colleaguePage = await ownPage(browser);
    await signIn(colleaguePage, '/my-business', colleague);
    const invitations = colleaguePage.getByRole('region', { name: 'Invitations' });
    await expect(invitations).toContainText('Olga Owner invited you to join Harbour Hydraulics as an admin.');
    await expect(invitations.getByText(/^Invited [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(colleaguePage.getByText("You don't have any business registered yet")).toBeVisible();
    expect(await seriousViolations(colleaguePage)).toEqual([]);
    await invitations.getByRole('button', { name: 'Accept the invitation to Harbour Hydraulics' }).click();
    await expect(colleaguePage.getByText('You joined Harbour Hydraulics.')).toBeVisible();
    await expect(colleaguePage.getByRole('heading', { level: 2, name: 'Harbour Hydraulics' })).toBeVisible();
    await expect(invitations).toHaveCount(0);

    await page.reload();
    const row = people.getByRole('listitem').filter({ hasText: colleague.email });
    await expect(row.getByLabel('Access of Li Wei')).toHaveValue('admin');
    await expect(row.getByText(/^Added [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(pending.getByText('No content.')).toBeVisible();

    await invite.getByLabel('Email').fill(colleague.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(ALREADY_MEMBER_MESSAGE)).toBeVisible();

    await colleaguePage.context().close();
  });

  test('the owner makes an admin a member and removes them; the member sees the business read-only', async ({
    page,
    browser,
  }) => {
    const colleague = await secondPerson(browser, 'Li', 'Wei');
    const colleaguePage = colleague.page;
    const { account: owner } = await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Harbour Hydraulics');
    await joinBusiness(page, colleaguePage, businessID, colleague.account.email, 'admin');
    await page.goto(`/business/${businessID}/members`);
    const people = page.getByRole('list').filter({ hasText: owner.email });
    const row = people.getByRole('listitem').filter({ hasText: colleague.account.email });

    // An admin may edit the profile
    await colleaguePage.goto(`/business/${businessID}/edit/general`);
    await expect(colleaguePage.getByLabel('Company name')).toHaveValue('Harbour Hydraulics');

    await row.getByLabel('Access of Li Wei').selectOption('member');
    await expect(page.getByText('Li Wei is now member.')).toBeVisible();
    await page.reload();
    await expect(row.getByLabel('Access of Li Wei')).toHaveValue('member');

    // The member: Requests on its page, the list read-only, no editing
    await colleaguePage.goto(`/business/${businessID}`);
    await expect(colleaguePage.getByRole('link', { name: 'Requests' }).first()).toBeVisible();
    await colleaguePage.goto(`/business/${businessID}/members`);
    await expect(colleaguePage.getByText(owner.email)).toBeVisible();
    await expect(colleaguePage.getByRole('combobox', { name: /Access of/ })).toHaveCount(0);
    await expect(colleaguePage.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);
    await expect(colleaguePage.getByRole('region', { name: 'Pending invitations' })).toHaveCount(0);
    await expect(colleaguePage.getByRole('button', { name: 'Leave' })).toBeVisible();
    const manage = colleaguePage.getByRole('navigation', { name: 'Manage business' });
    await expect(manage.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    await expect(manage.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
    await expect(manage.getByRole('link', { name: 'Business page' })).not.toHaveAttribute('href', /editMode/);
    await colleaguePage.goto(`/business/${businessID}/edit/general`);
    await expect(colleaguePage.getByRole('heading', { name: 'You cannot edit this business' })).toBeVisible();

    await row.getByRole('button', { name: 'Remove Li Wei' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this member?' });
    await confirm.getByRole('button', { name: 'Remove member' }).click();
    await expect(page.getByText('Li Wei was removed.')).toBeVisible();
    await expect(people.getByText(colleague.account.email)).toHaveCount(0);

    // No longer one of its people
    await colleaguePage.goto(`/business/${businessID}/members`);
    await expect(
      colleaguePage.getByRole('heading', { name: 'You are not allowed to see the members' }),
    ).toBeVisible();
    await colleaguePage.context().close();
  });

  test('an admin removed while the business is open in their browser is told they may not see the members', async ({
    page,
    browser,
  }) => {
    const colleague = await secondPerson(browser, 'Sun', 'Li');
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Vanishing Valves');
    await joinBusiness(page, colleague.page, businessID, colleague.account.email, 'admin');
    await colleague.page.goto(`/business/${businessID}/edit/general`);
    await expect(colleague.page.getByLabel('Company name')).toHaveValue('Vanishing Valves');

    // Removed meanwhile: the open page still holds the business as its admin saw it.
    const removed = await callApi(page, `/business/${businessID}/members/${colleague.userID}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    await colleague.page
      .getByRole('navigation', { name: 'Manage business' })
      .getByRole('link', { name: 'Members' })
      .click();
    await expect(
      colleague.page.getByRole('heading', { name: 'You are not allowed to see the members' }),
    ).toBeVisible();
    await expect(colleague.page.getByText(NOT_ALLOWED_TEXT)).toBeVisible();
    await colleague.page.context().close();
  });

  test('the owner withdraws one invitation and the invited person declines theirs, which gives no access', async ({
    page,
    browser,
  }) => {
    const colleague = await secondPerson(browser, 'Zhou', 'Yan');
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Declined Drives');
    const notYet = `not.here.yet.${Date.now()}@example.test`;
    for (const email of [colleague.account.email, notYet]) {
      const invited = await callApi(page, `/business/${businessID}/members`, {
        method: 'POST',
        body: { email, access: 'member' },
      });
      expect(invited.status).toBe(201);
    }

    await page.goto(`/business/${businessID}/members`);
    await page.getByRole('button', { name: `Withdraw the invitation of ${notYet}` }).click();
    await expect(page.getByText(`The invitation of ${notYet} was withdrawn.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Withdraw the invitation/ })).toHaveCount(1);

    await colleague.page.goto('/my-business');
    const invitations = colleague.page.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByRole('listitem')).toHaveCount(1);
    await expect(invitations).toContainText('Declined Drives');
    await invitations.getByRole('button', { name: 'Decline the invitation to Declined Drives' }).click();
    await expect(colleague.page.getByText('You declined the invitation to Declined Drives.')).toBeVisible();
    await expect(invitations).toHaveCount(0);
    await expect(colleague.page.getByText("You don't have any business registered yet")).toBeVisible();
    await colleague.page.goto(`/business/${businessID}/members`);
    await expect(
      colleague.page.getByRole('heading', { name: 'You are not allowed to see the members' }),
    ).toBeVisible();
    await colleague.page.context().close();
  });

  test('a member leaves the business after confirming', async ({ page, browser }) => {
    const colleague = await secondPerson(browser, 'Zhang', 'Min');
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Leaving Looms');
    await joinBusiness(page, colleague.page, businessID, colleague.account.email, 'member');

    await colleague.page.goto(`/business/${businessID}/members`);
    await colleague.page.getByRole('button', { name: 'Leave' }).click();
    const confirm = colleague.page.getByRole('alertdialog', { name: 'Leave this business?' });
    await confirm.getByRole('button', { name: 'Leave business' }).click();
    await expect(colleague.page).toHaveURL(/\/my-business$/);
    await expect(colleague.page.getByText('You left Leaving Looms.')).toBeVisible();

    await page.goto(`/business/${businessID}/members`);
    await expect(page.getByText(colleague.account.email)).toHaveCount(0);
    await colleague.page.context().close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`the members page and My Business with an invitation at ${viewport.width} px have no serious or critical axe violations`, async ({
      page,
      browser,
    }) => {
      const colleague = await secondPerson(browser, 'Axe', 'Checker');
      await page.setViewportSize(viewport);
      await colleague.page.setViewportSize(viewport);
      await signIn(page, '/');
      const { businessID } = await createBusiness(page, 'Accessible Anchors');
      for (const email of [colleague.account.email, `not.here.yet.${Date.now()}@example.test`]) {
        const invited = await callApi(page, `/business/${businessID}/members`, {
          method: 'POST',
          body: { email, access: 'admin' },
        });
        expect(invited.status).toBe(201);
      }

      await colleague.page.goto('/my-business');
      const accept = colleague.page.getByRole('button', {
        name: 'Accept the invitation to Accessible Anchors',
      });
      await expect(accept).toBeVisible();
      expect(await seriousViolations(colleague.page)).toEqual([]);
      await accept.click();
      await expect(colleague.page.getByText('You joined Accessible Anchors.')).toBeVisible();

      await page.goto(`/business/${businessID}/members`);
      await expect(page.getByLabel('Access of Axe Checker')).toBeVisible();
      await expect(page.getByRole('button', { name: /Withdraw the invitation/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Remove Axe Checker' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await colleague.page.context().close();
    });
  }
});
