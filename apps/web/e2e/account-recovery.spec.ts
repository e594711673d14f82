import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  fillLogin,
  fillRegistration,
  HANDOFF_TIMEOUT_MS,
  mailedLink,
  newAccount,
  PASSWORD,
  seriousViolations,
  signIn,
  type Account,
} from './support.ts';

const NEW_PASSWORD = 'Quiet-Lathe-Harbor-77';

const banner = (page: Page) => page.getByRole('complementary', { name: 'Email address' });

/**
 * Opens the profile in a browser whose session was ended elsewhere, and waits for the login page it leads to. The open
 * page may already be on its way there (it learns of the end itself), which interrupts the navigation asked for here.
 */
async function openEndedSession(page: Page) {
  await page.goto('/profile').catch((error: Error) => {
    if (!error.message.includes('interrupted by another navigation')) throw error;
  });
  await expect(page).toHaveURL(/\/login\?continue=/, { timeout: 3 * HANDOFF_TIMEOUT_MS });
}

/** A page of a browser of its own, signed out, on the login page its profile leads to. */
async function loginElsewhere(browser: Browser): Promise<Page> {
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/profile');
  await expect(elsewhere).toHaveURL(/\/login\?continue=/);
  return elsewhere;
}

/** On a page whose session ended with the password change: the old password is refused, the new one signs in. */
async function signInWithNewPassword(page: Page, account: Account) {
  await openEndedSession(page);
  await fillLogin(page, account);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await fillLogin(page, { ...account, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/profile$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });
}

test('a newcomer registers, opens the verification mail’s link, and the banner asking for it is gone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Ana', 'Ruiz');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await fillRegistration(page, account);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });

  await expect(banner(page)).toContainText(`Please confirm your email address ${account.email}`);
  await banner(page).getByRole('button', { name: 'Resend the email' }).click();
  await expect(banner(page).getByRole('status')).toHaveText(`We sent a new link to ${account.email}.`);
  expect(await seriousViolations(page)).toEqual([]);

  const link = await mailedLink(page, account.email, 'Confirm your email address');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
  expect(await seriousViolations(page)).toEqual([]);
  // On to the portal (the resent link leads to its home), which signs in again with this browser's SSO cookie: a
  // fresh token that says verified.
  await page.getByRole('link', { name: /^Continue to / }).click();
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userID'))).toBeTruthy();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
});

test('a person who forgot the password resets it from the mail; an older session elsewhere is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The older session, in a browser of its own.
  const { account } = await signIn(page, '/profile');

  const elsewhere = await loginElsewhere(browser);
  await elsewhere.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  expect(await seriousViolations(elsewhere)).toEqual([]);
  await elsewhere.getByLabel('Email').fill(account.email);
  await elsewhere.getByRole('button', { name: 'Send the link' }).click();
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  const link = await mailedLink(elsewhere, account.email, 'Reset your password');
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  expect(await seriousViolations(elsewhere)).toEqual([]);
  // The registration's rules, shown under the field as on the registration page.
  await elsewhere.getByLabel('New password').fill('password123');
  await elsewhere.getByRole('button', { name: 'Save the new password' }).click();
  await expect(elsewhere.getByText('This password is one of the most common ones')).toBeVisible();
  await expect(elsewhere.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await elsewhere.getByLabel('New password').fill(NEW_PASSWORD);
  await elsewhere.getByRole('button', { name: 'Save the new password' }).click();
  // Signed in on this browser, back where the sign-in started.
  await expect(elsewhere).toHaveURL(/\/profile$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();

  // The older session ended: its next page asks for the password, and only the new one opens it.
  await signInWithNewPassword(page, account);
});

test('a person changes the email address from the profile, confirming it from the new inbox', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { account } = await signIn(page, '/profile');
  const newEmail = `moved.${account.email}`;
  await page.getByRole('link', { name: 'Change email' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your email address');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check the new inbox');

  await page.goto(await mailedLink(page, newEmail, 'Confirm your new email address'));
  await expect(page.getByText(`Use ${newEmail} as the email address of your account?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address was changed');
  await page.getByRole('link', { name: /^Continue to / }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });
  // The old address was told, with a way back.
  expect(await mailedLink(page, account.email, 'Your email address was changed')).toContain(
    '/undo-email-change?',
  );
});

test('a person changes the password from the profile; this session goes on, another one is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { account } = await signIn(page, '/profile');
  // The other session, in a browser of its own, signed in with the password.
  const elsewhere = await loginElsewhere(browser);
  await fillLogin(elsewhere, account);
  await expect(elsewhere).toHaveURL(/\/profile$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your password');
  expect(await seriousViolations(page)).toEqual([]);
  // A wrong current password is refused beside its field, and nothing changes.
  await page.getByLabel('Current password').fill('Not-The-Password-1');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password was changed');
  await page.getByRole('link', { name: /^Continue to / }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 3 * HANDOFF_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();

  // The other session ended: its next page asks for the password, and only the new one opens it.
  await signInWithNewPassword(elsewhere, account);
});
