import { INQUIRY_SUBJECTS, LIMITS, businessPath, productPath } from '@b2b/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import inquiries from '../src/locales/en/inquiries.json' with { type: 'json' };
import {
  callApi,
  collectConsoleErrors,
  createBusiness,
  createPlainProduct,
  openLive,
  person,
  seriousViolations,
} from './support.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The seller's business with a product, and the buyer's business, each made by its own person through the API. */
async function sellerAndBuyer(browser: Browser, viewport: { width: number; height: number }) {
  const seller = await person(browser, viewport, 'Sally');
  const buyer = await person(browser, viewport, 'Bruno');
  const sellerCompany = `Seller Gears ${Date.now()}`;
  const { businessID: sellerBusinessID, industry } = await createBusiness(seller.page, sellerCompany);
  const productID = await createPlainProduct(
    seller.page,
    sellerBusinessID,
    industry,
    'Helical gearbox HG-40',
  );
  const buyerCompany = `Buyer Trading ${Date.now()}`;
  const { businessID: buyerBusinessID } = await createBusiness(buyer.page, buyerCompany);
  return { seller, buyer, sellerCompany, sellerBusinessID, productID, buyerCompany, buyerBusinessID };
}

/** A request through the API as the signed-in page's person (as `from`, one of their businesses, when given). */
async function sendRequest(
  page: Page,
  body: { to: string; from?: string; subject: string; message: string; productID?: string },
) {
  const answer = await callApi(page, '/business/request', { method: 'POST', body });
  expect(answer.status).toBe(201);
  return (answer.body.data as { requestID: string }).requestID;
}

const threadList = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const threadLink = (page: Page, name: string | RegExp) => threadList(page).getByRole('link', { name });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const reply = (page: Page) => page.getByRole('textbox', { name: 'Reply' });
const openMenu = (page: Page) => page.getByRole('button', { name: 'Conversation menu' }).click();

/** Marks the document, so a later check can tell the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-kept', '1'));
const expectNotReloaded = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-kept', '1', { timeout: 1 });

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;
  test(`two people talk live until the seller ends the conversation (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { seller, buyer, sellerCompany, sellerBusinessID, productID, buyerCompany, buyerBusinessID } =
      await sellerAndBuyer(browser, viewport);
    const sellerErrors = collectConsoleErrors(seller.page);
    const buyerErrors = collectConsoleErrors(buyer.page);

    await openLive(seller.page, `/business/${sellerBusinessID}/requests`);
    await expect(seller.page.getByRole('heading', { name: 'Message center', level: 1 })).toBeVisible();
    await expect(seller.page.getByText('No conversations yet.')).toBeVisible();
    await expect(seller.page.getByLabel('Messages of')).toHaveValue(sellerBusinessID);
    await markDocument(seller.page);

    // The buyer asks from the product page, as their business.
    const subject = INQUIRY_SUBJECTS[4];
    await buyer.page.goto(productPath(sellerCompany, 'Helical gearbox HG-40', productID));
    await buyer.page
      .getByRole('link', { name: 'Send Request', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(buyer.page).toHaveURL(`/business/${sellerBusinessID}/send-request?product=${productID}`);
    const form = buyer.page.getByRole('form', { name: 'Send Request' });
    await form.getByLabel('Send as').selectOption({ label: buyerCompany });
    await form.getByLabel('Subject', { exact: true }).selectOption(subject);
    await form.getByLabel('Message').fill('Please send your price list for HG-40 gearboxes.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(buyer.page.getByText(inquiries.send.sent)).toBeVisible();
    await expect(buyer.page).toHaveURL(new RegExp(`/business/${buyerBusinessID}/requests/[0-9a-f-]{36}$`));
    const requestID = buyer.page.url().split('/').at(-1)!;

    // The request arrives through the live stream, marked unread, without a reload.
    const row = threadLink(seller.page, new RegExp(buyerCompany));
    await expect(row).toContainText(subject);
    await expect(row).toContainText('Unread');
    await expectNotReloaded(seller.page);
    if (phone) {
      // The mobile menu counts it beside Messages too.
      await seller.page.getByRole('button', { name: 'Open menu' }).click();
      const menu = seller.page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
      await seller.page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await seriousViolations(seller.page)).toEqual([]);

    await row.click();
    await expect(seller.page).toHaveURL(`/business/${sellerBusinessID}/requests/${requestID}`);
    await expect(seller.page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
    await expect(seller.page.getByRole('link', { name: 'Product: Helical gearbox HG-40' })).toBeVisible();
    const first = messages(seller.page).getByRole('listitem');
    await expect(first).toContainText('Please send your price list for HG-40 gearboxes.');
    await expect(first.locator('time')).toContainText(/\d{2}:\d{2} UTC$/);
    if (phone) {
      // On a phone the conversation takes the list's place, and a back link returns to it.
      await expect(threadList(seller.page)).toBeHidden();
      await expect(seller.page.getByRole('link', { name: 'All conversations' })).toBeVisible();
    } else {
      await expect(threadList(seller.page)).toBeVisible();
      await expect(seller.page.getByRole('link', { name: 'All conversations' })).toBeHidden();
      // Read now: the mark goes from the list.
      await expect(row).not.toContainText('Unread');
    }

    // The buyer wrote as a business: the seller may look at its page from the menu.
    await openMenu(seller.page);
    await expect(seller.page.getByRole('menuitem', { name: 'Watch Buyer Profile' })).toHaveAttribute(
      'href',
      businessPath(buyerCompany, buyerBusinessID),
    );
    await seller.page.keyboard.press('Escape');

    await openLive(buyer.page, `/business/${buyerBusinessID}/requests/${requestID}`);
    await expect(messages(buyer.page)).toContainText('Please send your price list');
    await markDocument(buyer.page);
    // The buyer's side of a request they sent has no Watch Buyer Profile.
    await openMenu(buyer.page);
    await expect(buyer.page.getByRole('menuitem', { name: 'End Conversation' })).toBeVisible();
    await expect(buyer.page.getByRole('menuitem', { name: 'Watch Buyer Profile' })).toHaveCount(0);
    await buyer.page.keyboard.press('Escape');

    await reply(seller.page).fill('Sent: 20 days lead time, FOB Shanghai.');
    await reply(seller.page).press('Enter');
    await expect(messages(seller.page).getByRole('listitem')).toHaveCount(2);
    await expect(reply(seller.page)).toHaveValue('');

    await expect(messages(buyer.page)).toContainText('Sent: 20 days lead time, FOB Shanghai.');
    await reply(buyer.page).fill('Thank you, ordering 40 units.');
    await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(messages(seller.page)).toContainText('Thank you, ordering 40 units.');
    await expectNotReloaded(buyer.page);

    await openMenu(seller.page);
    await seller.page.getByRole('menuitem', { name: 'End Conversation' }).click();
    await expect(seller.page.getByText(inquiries.conversation.ended)).toBeVisible();
    await expect(reply(seller.page)).toBeDisabled();
    await expect(reply(seller.page)).toHaveAttribute('placeholder', inquiries.reply.closed);

    // The buyer's input closes live too.
    await expect(reply(buyer.page)).toBeDisabled();
    await expect(reply(buyer.page)).toHaveAttribute('placeholder', inquiries.reply.closed);
    await expect(
      buyer.page.getByRole('status').filter({ hasText: 'This conversation was ended' }),
    ).toBeVisible();
    await expectNotReloaded(buyer.page);
    expect(await seriousViolations(buyer.page)).toEqual([]);

    if (phone) {
      await seller.page.getByRole('link', { name: 'All conversations' }).click();
      await expect(seller.page).toHaveURL(`/business/${sellerBusinessID}/requests`);
      await expect(row).toContainText('Ended');
    }
    expect(sellerErrors).toEqual([]);
    expect(buyerErrors).toEqual([]);
    await seller.page.context().close();
    await buyer.page.context().close();
  });
}

test('a blank reply is not sent, Shift+Enter starts a new line, reload and back keep the open thread', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, sellerCompany, sellerBusinessID } = await sellerAndBuyer(browser, DESKTOP);
  const first = await sendRequest(buyer.page, {
    to: sellerBusinessID,
    subject: 'Becoming exclusive distributor in my country',
    message: 'We distribute in Brazil.',
  });
  const second = await sendRequest(buyer.page, {
    to: sellerBusinessID,
    subject: 'Receive discount policy',
    message: 'What discount for 500 units?',
  });

  // Sent as the person: their own threads, in the message center.
  const page = buyer.page;
  await page.goto('/message-center');
  await expect(page.getByLabel('Messages of')).toHaveValue(buyer.userID);
  // Newest activity first.
  await expect(threadList(page).getByRole('link')).toHaveCount(2);
  await expect(threadList(page).getByRole('link').first()).toContainText('Receive discount policy');
  await threadLink(page, /Becoming exclusive distributor/).click();
  await expect(page).toHaveURL(`/message-center?thread=${first}`);
  // The other side's card links to its page.
  const conversation = page.getByRole('region', { name: 'Becoming exclusive distributor in my country' });
  await expect(conversation.getByRole('link', { name: new RegExp(sellerCompany) })).toHaveAttribute(
    'href',
    businessPath(sellerCompany, sellerBusinessID),
  );

  let sends = 0;
  page.on('request', (request) => {
    if (request.url().includes('/send-message')) sends += 1;
  });
  await reply(page).fill('   ');
  await reply(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await reply(page).fill('Line one');
  await reply(page).press('Shift+Enter');
  await reply(page).pressSequentially('Line two');
  await expect(reply(page)).toHaveValue('Line one\nLine two');
  expect(sends).toBe(0);
  await reply(page).press('Enter');
  const sent = messages(page).getByRole('listitem').nth(1);
  await expect(sent).toContainText('Line one\nLine two', { useInnerText: true });
  expect(sends).toBe(1);
  // Sent as typed: the list shows the newest activity first.
  await expect(threadList(page).getByRole('link').first()).toContainText('Becoming exclusive distributor');

  await threadLink(page, /Receive discount policy/).click();
  await expect(page).toHaveURL(`/message-center?thread=${second}`);
  await page.reload();
  await expect(messages(page)).toContainText('What discount for 500 units?');
  await page.goBack();
  await expect(page).toHaveURL(`/message-center?thread=${first}`);
  await expect(messages(page)).toContainText('Line one');

  // /my-messages is the same page.
  await page.goto(`/my-messages?thread=${second}`);
  await expect(messages(page)).toContainText('What discount for 500 units?');
  await seller.page.context().close();
  await buyer.page.context().close();
});

test('search filters the list by name, subject or date, and the next page loads on scroll', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, sellerBusinessID, buyerCompany, buyerBusinessID } = await sellerAndBuyer(
    browser,
    DESKTOP,
  );
  // One page and one more thread: 20 from the buyer (a person's hourly limit), one the seller's business sent.
  for (let i = 0; i < LIMITS.inquiryPageSize; i += 1) {
    await sendRequest(buyer.page, {
      to: sellerBusinessID,
      from: buyerBusinessID,
      subject: `Batch request ${i}`,
      message: `Request number ${i}.`,
    });
  }
  await sendRequest(seller.page, {
    to: buyerBusinessID,
    from: sellerBusinessID,
    subject: 'Receive full price list',
    message: 'Our price list is attached to this thread.',
  });

  const page = seller.page;
  await page.goto(`/business/${sellerBusinessID}/requests`);
  const rows = threadList(page).getByRole('link');
  await expect(rows).toHaveCount(LIMITS.inquiryPageSize);
  await expect(rows.first()).toContainText('Receive full price list');
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(LIMITS.inquiryPageSize + 1);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('full price');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Receive full price list');
  await search.fill(buyerCompany);
  await expect(rows).toHaveCount(LIMITS.inquiryPageSize);
  // The day each row shows is the form the search takes.
  await search.fill('');
  await expect(rows).toHaveCount(LIMITS.inquiryPageSize + 1);
  await search.fill((await rows.first().locator('time').textContent()) ?? '');
  await expect(rows).toHaveCount(LIMITS.inquiryPageSize);
  await search.fill('no such words');
  await expect(page.getByText('No conversation matches your search.')).toBeVisible();
  await seller.page.context().close();
  await buyer.page.context().close();
});

test('a long thread opens at its newest messages and loads the older ones on request', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, sellerBusinessID } = await sellerAndBuyer(browser, DESKTOP);
  const requestID = await sendRequest(buyer.page, {
    to: sellerBusinessID,
    subject: 'Receive full price list',
    message: 'The first message of a long negotiation.',
  });
  // The request and one page of replies: one message more than a page.
  for (let i = 1; i <= LIMITS.inquiryMessagePageSize; i += 1) {
    const answer = await callApi(
      buyer.page,
      `/business/request/${requestID}/send-message?bid=${buyer.userID}`,
      { method: 'POST', body: { content: `Reply number ${i}.` } },
    );
    expect(answer.status).toBe(201);
  }
  const page = seller.page;
  // The live stream opens while the older messages are on their way (held here so it always does): reading the
  // inquiries again when it opens must not throw away the page the person asked for.
  let olderAsked!: () => void;
  const olderRequested = new Promise<void>((resolve) => (olderAsked = resolve));
  let letOlderGo!: () => void;
  const olderReleased = new Promise<void>((resolve) => (letOlderGo = resolve));
  await page.route('**/live/stream?*', async (route) => {
    await olderRequested;
    const readAgain = page.waitForRequest((request) => request.url().includes('/business/request/unread'));
    await route.continue();
    await readAgain;
    letOlderGo();
  });
  await page.route('**/get-messages?*before=*', async (route) => {
    olderAsked();
    await olderReleased;
    await route.continue();
  });
  await page.goto(`/business/${sellerBusinessID}/requests/${requestID}`);
  const list = messages(page);
  await expect(list.getByText(`Reply number ${LIMITS.inquiryMessagePageSize}.`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(LIMITS.inquiryMessagePageSize + 1);
  await expect(list.getByText('The first message of a long negotiation.')).toHaveCount(0);

  await list.getByRole('button', { name: 'Load older messages' }).click();
  await expect(list.getByText('The first message of a long negotiation.')).toBeAttached();
  // The messages being read stay in view; the older one comes in above them.
  await expect(list.getByText('Reply number 1.', { exact: true })).toBeInViewport();
  await expect(list.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(LIMITS.inquiryMessagePageSize + 1);
  for (const p of [seller.page, buyer.page]) await p.context().close();
});

test("an outsider opening someone else's thread sees it is not found", async ({ browser }) => {
  test.setTimeout(180_000);
  const { seller, buyer, sellerBusinessID } = await sellerAndBuyer(browser, PHONE);
  const requestID = await sendRequest(buyer.page, {
    to: sellerBusinessID,
    subject: 'Receive full price list',
    message: 'Price list, please.',
  });
  const outsider = await person(browser, PHONE, 'Otto');
  await outsider.page.goto(`/message-center?thread=${requestID}`);
  await expect(outsider.page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
  await expect(outsider.page.getByText('Price list, please.')).toHaveCount(0);
  expect(await seriousViolations(outsider.page)).toEqual([]);

  await outsider.page.goto(`/business/${sellerBusinessID}/requests/${requestID}`);
  await expect(outsider.page.getByRole('heading', { name: 'Requests not found' })).toBeVisible();
  await expect(outsider.page.getByText('Price list, please.')).toHaveCount(0);
  for (const p of [seller.page, buyer.page, outsider.page]) await p.context().close();
});

test('a visitor opening the message center is sent to sign in', async ({ page }) => {
  await page.goto('/message-center');
  await expect(page).toHaveURL(/\/login\?continue=/);
  expect(new URL(page.url()).searchParams.get('continue')).toContain('/message-center');
});
