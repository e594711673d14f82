import { expect, test, type Browser } from '@playwright/test';
import { callApi, createBusiness, newAccount, seriousViolations, signIn } from './support.ts';

/** A page in a browser context of its own (axe checks only pages of a context made by `newContext`). */
const ownPage = async (browser: Browser) => (await browser.newContext()).newPage();

// Two sign-ins and a hand-off each: slow on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a person chooses on the profile how each kind of email reaches them', async ({ browser }) => {
  const page = await ownPage(browser);
  // Without motion the toast is drawn whole at once, so the accessibility scan sees its final colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, '/profile');
  const section = page.getByRole('region', { name: 'Emails' });
  const replies = section.getByRole('group', { name: 'Replies in my requests' });
  await expect(replies.getByRole('radio', { name: 'At once' })).toBeChecked();
  await expect(
    section.getByRole('group', { name: 'New requests to businesses I am a member of' }).getByRole('radio', {
      name: 'Off',
    }),
  ).toBeChecked();

  expect(await seriousViolations(page)).toEqual([]);
  await replies.getByRole('radio', { name: 'Daily summary' }).click();
  await expect(page.getByText('Email preferences saved')).toBeVisible();
  // The success toast's text is dark enough on its tint.
  expect(await seriousViolations(page)).toEqual([]);
  await section
    .getByRole('group', { name: 'Invitations to join a business' })
    .getByRole('radio', { name: 'Off' })
    .click();
  await expect(
    section.getByText('Receipts of payments and emails about your account are always sent.'),
  ).toBeVisible();

  await page.reload();
  await expect(replies.getByRole('radio', { name: 'Daily summary' })).toBeChecked();
  await expect(
    section
      .getByRole('group', { name: 'Invitations to join a business' })
      .getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
});

test('a person opens the unsubscribe link of a mail, confirms, and that kind is off', async ({ browser }) => {
  const owner = await ownPage(browser);
  await signIn(owner, '/profile', newAccount('Li', 'Na'));
  const company = `Gearboxes ${word()}`;
  const { businessID } = await createBusiness(owner, company);

  const buyer = await ownPage(browser);
  await signIn(buyer, '/profile', newAccount('Tom', 'Berg'));
  const subject = `Couplings ${word()}`;
  const sent = await callApi(buyer, '/business/request', {
    method: 'POST',
    body: { to: businessID, subject, message: 'Twelve couplings, please.' },
  });
  expect(sent.status).toBe(201);

  // The mail as it leaves, on the development page: its List-Unsubscribe header names the link.
  await owner.goto('/dev/mail');
  await owner.getByRole('link', { name: `New request for ${company}: ${subject}`, exact: true }).click();
  const header = owner.getByRole('row', { name: /^List-Unsubscribe </ }).getByRole('cell');
  const link = /^<(.+)>$/.exec((await header.textContent())!.trim())![1]!;
  await expect(owner.getByRole('row', { name: /List-Unsubscribe-Post/ })).toContainText(
    'List-Unsubscribe=One-Click',
  );

  // Opening it changes nothing until the button is pressed.
  await owner.goto(link);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(
    'Stop emails about new requests to your businesses?',
  );
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(owner.getByRole('status')).toHaveText(
    'Done: you will no longer get emails about new requests to your businesses.',
  );

  await owner.goto('/profile');
  await expect(
    owner
      .getByRole('region', { name: 'Emails' })
      .getByRole('group', { name: 'New requests to my businesses' })
      .getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
});
