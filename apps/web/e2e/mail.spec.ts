import { expect, test, type Page } from '@playwright/test';
import { signInAsAdministrator } from './administration-fixtures.ts';
import { readPortal } from './support.ts';

/** A word no other run holds. */
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * A need-help enquiry sent as the form sends it, from an address of its own (the test server trusts its loopback
 * proxy), so that no other test's per-address limit is touched; answers the subject of its mail to support.
 */
async function sendEnquiry(page: Page, businessName: string): Promise<string> {
  const lastName = word();
  const { apiUrl } = await readPortal(page);
  const answer = await page.request.post(`${apiUrl}/needhelp/send`, {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      firstName: 'Mia',
      lastName,
      businessName,
      companyPhone: '+1 713 555 0100',
      email: `${lastName}@example.test`,
    },
  });
  expect(answer.status()).toBe(201);
  return `Need help: Mia ${lastName}`;
}

test('a newcomer follows a mail on /dev/mail: listed, its HTML part showing names as typed, and its text', async ({
  page,
}) => {
  await page.goto('/');
  const company = `<b>Acme</b> ${word()}`;
  const subject = await sendEnquiry(page, company);

  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail outbox');
  await page.getByRole('link', { name: subject, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  const frame = page.frameLocator('iframe[title="HTML part"]');
  await expect(frame.getByRole('cell', { name: company, exact: true })).toBeVisible();
  await expect(frame.locator('b')).toHaveCount(0);
  await expect(page.locator('pre')).toContainText(`Business name: ${company}`);
  await expect(page.locator('pre')).toContainText('A visitor asked for help through the need-help form.');
});

test('an administrator sees a failed mail with its reason in the mail queue and resends it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdministrator(page);
  const subject = await sendEnquiry(page, `Valves ${word()}`);

  await page.goto('/admin');
  const queue = page.getByRole('region', { name: 'Mail queue' });
  await queue.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Failed' });
  const mail = queue.getByRole('listitem', { name: subject });
  // The test server's mail server cannot be reached: the eighth try, seconds after the first, fails it for good.
  await expect(async () => {
    await queue.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Waiting' });
    await queue.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Failed' });
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(mail).toContainText('8 tries');
  await expect(mail).toContainText(/Reason: .*ECONNREFUSED/);
  await expect(mail).toContainText('Failed');

  await mail.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('The mail is queued again.')).toBeVisible();
  await queue.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'All mails' });
  await expect(queue.getByRole('listitem', { name: subject })).toBeVisible();
});
