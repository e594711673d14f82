import { businessPath, productPath, type Thread } from '@b2b/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import inquiries from '../src/locales/en/inquiries.json' with { type: 'json' };
import {
  callApi,
  createBusiness,
  createFullProduct,
  fillLogin,
  HANDOFF_TIMEOUT_MS,
  joinBusiness,
  newAccount,
  seriousViolations,
  signIn,
  waitForSignedInApp,
} from './support.ts';

/** A page in a browser context of its own: two people side by side (axe checks only pages of such contexts). */
const ownPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** A seller: a person with a business, signed in on `page`. */
async function seller(page: Page, companyName: string) {
  const { account, userID } = await signIn(page, '/', newAccount('Sun', 'Seller'));
  const { businessID, industry } = await createBusiness(page, companyName);
  return { account, userID, businessID, industry };
}

/** The threads of one of the signed-in person's identities, as the message center lists them. */
async function threadsOf(page: Page, identityID: string) {
  const answer = await callApi(page, `/business/request?ubid=${identityID}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Thread[];
}

const form = (page: Page) => page.getByRole('form', { name: 'Send Request' });

test.describe('send request', () => {
  // Each test signs two people up through the account service and opens many pages for both, on a shared machine.
  test.beforeEach(() => test.setTimeout(180_000));

  test('a person sends a request as themself from the business page; every field is required', async ({
    page,
    browser,
  }) => {
    const { businessID } = await seller(page, 'Harbour Hydraulics');
    const buyer = await ownPage(browser);
    const { userID } = await signIn(buyer, '/', newAccount('Bo', 'Buyer'));

    await buyer.goto(businessPath('Harbour Hydraulics', businessID));
    const actions = buyer.getByRole('group', { name: 'Business actions' });
    await actions.getByRole('link', { name: 'Send Request', exact: true }).click();
    await expect(buyer).toHaveURL(`/business/${businessID}/send-request`);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Send Request' })).toBeVisible();
    await expect(form(buyer).getByRole('link', { name: 'Harbour Hydraulics' })).toHaveAttribute(
      'href',
      businessPath('Harbour Hydraulics', businessID),
    );
    await expect(form(buyer).getByLabel('Send as')).toHaveValue(userID);
    await expect(form(buyer).getByLabel('Send as').getByRole('option')).toHaveText(['Bo Buyer (you)']);
    await expect(form(buyer).getByRole('region', { name: 'Product of the request' })).toHaveCount(0);
    expect(await seriousViolations(buyer)).toEqual([]);

    // Nothing filled: the catalogue's toast, and each field says what it lacks.
    await form(buyer).getByRole('button', { name: 'Send Request' }).click();
    await expect(buyer.getByText(inquiries.send.incomplete)).toBeVisible();
    await expect(form(buyer).getByLabel('Subject', { exact: true })).toHaveAccessibleDescription(
      'Choose a subject',
    );
    await expect(form(buyer).getByText('Write a message')).toBeVisible();

    // Other asks for its own text; spaces alone are not a message.
    await form(buyer).getByLabel('Subject', { exact: true }).selectOption('Other');
    await form(buyer).getByLabel('Message').fill('   ');
    await form(buyer).getByRole('button', { name: 'Send Request' }).click();
    await expect(form(buyer).getByLabel('Your subject')).toHaveAccessibleDescription('Write a subject');
    await expect(buyer.getByText(inquiries.send.incomplete).first()).toBeVisible();

    // Sent while that refusal is still on screen.
    await form(buyer).getByLabel('Subject', { exact: true }).selectOption('Receive full price list');
    await expect(form(buyer).getByLabel('Your subject')).toHaveCount(0);
    await form(buyer)
      .getByLabel('Message')
      .fill('Please send the price list of your HG series, FOB Shanghai.');
    await form(buyer).getByRole('button', { name: 'Send Request' }).click();
    await expect(buyer.getByText(inquiries.send.sent)).toBeVisible();
    // The success replaces the form's earlier refusals at once: they are marked removed a render after it shows, well
    // within half a second, while a refusal left alone would stay for seconds more.
    const refusals = buyer.locator('[data-sonner-toast]:not([data-removed="true"])', {
      hasText: inquiries.send.incomplete,
    });
    await expect(refusals).toHaveCount(0, { timeout: 500 });

    // The refused sends wrote nothing: one thread. The message center opens on it, selected in the list, the
    // message shown.
    const threads = await threadsOf(buyer, userID);
    expect(threads).toHaveLength(1);
    const [thread] = threads;
    await expect(buyer).toHaveURL(`/my-messages?thread=${thread!.requestID}`);
    const selected = buyer.getByRole('list', { name: 'Conversations' }).locator('a[aria-current="page"]');
    await expect(selected).toContainText('Harbour Hydraulics');
    await expect(
      buyer
        .getByRole('region', { name: 'Receive full price list' })
        .getByText('Please send the price list of your HG series, FOB Shanghai.'),
    ).toBeVisible();
    expect(thread).toMatchObject({
      subject: 'Receive full price list',
      senderType: 'user',
      side: 'S',
      from: { id: userID, type: 'user', name: 'Bo Buyer' },
      to: { id: businessID, type: 'business', name: 'Harbour Hydraulics' },
      product: null,
    });
    await buyer.context().close();
  });

  test('a business sends a request about a product from the product page; the product is recorded', async ({
    page,
    browser,
  }) => {
    const { businessID, industry } = await seller(page, 'Yangtze Drive Systems');
    const { productID } = await createFullProduct(page, businessID, industry);
    const buyer = await ownPage(browser);
    await signIn(buyer, '/', newAccount('Bo', 'Buyer'));
    const { businessID: buyerBusinessID } = await createBusiness(buyer, 'Hanse Pumps Trading');

    await buyer.goto(productPath('Yangtze Drive Systems', 'Brushless motor BL-90', productID));
    await buyer
      .getByRole('link', { name: 'Send Request', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(buyer).toHaveURL(`/business/${businessID}/send-request?product=${productID}`);
    const product = form(buyer).getByRole('region', { name: 'Product of the request' });
    await expect(product).toContainText('Brushless motor BL-90');
    await expect(product.getByRole('img', { name: 'Brushless motor BL-90' })).toBeVisible();
    // The request starts with the product as its subject.
    await expect(form(buyer).getByLabel('Subject', { exact: true })).toHaveValue('Other');
    await expect(form(buyer).getByLabel('Your subject')).toHaveValue('About Brushless motor BL-90');
    expect(await seriousViolations(buyer)).toEqual([]);

    await form(buyer).getByLabel('Send as').selectOption({ label: 'Hanse Pumps Trading' });
    await form(buyer).getByLabel('Message').fill('We need 400 units a quarter for our AGV line. Lead time?');
    await form(buyer).getByRole('button', { name: 'Send Request' }).click();
    await expect(buyer.getByText(inquiries.send.sent)).toBeVisible();
    await expect(buyer).toHaveURL(new RegExp(`/business/${buyerBusinessID}/requests/[0-9a-f-]{36}$`));
    const requestID = buyer.url().split('/').at(-1)!;

    const read = await callApi(buyer, `/business/request/${requestID}/get-messages?bid=${buyerBusinessID}`);
    expect(read.status).toBe(200);
    const { request, messages } = read.body.data as {
      request: Thread;
      messages: { content: string }[];
    };
    expect(request).toMatchObject({
      subject: 'About Brushless motor BL-90',
      senderType: 'business',
      from: { id: buyerBusinessID, type: 'business', name: 'Hanse Pumps Trading' },
      to: { id: businessID },
      product: { productID, name: 'Brushless motor BL-90' },
    });
    expect(messages.map((m) => m.content)).toEqual([
      'We need 400 units a quarter for our AGV line. Lead time?',
    ]);
    // The seller's business has it among its threads.
    expect((await threadsOf(page, businessID)).map((t) => t.requestID)).toEqual([requestID]);
    await buyer.context().close();
  });

  test('a visitor is sent to sign in and comes back to the form', async ({ page, browser }) => {
    const { businessID } = await seller(page, 'Pearl River Valves');
    const account = newAccount('Vi', 'Visitor');
    const first = await ownPage(browser);
    await signIn(first, '/', account);
    await first.context().close();

    const visitor = await ownPage(browser);
    await visitor.goto(`/business/${businessID}/send-request`, { waitUntil: 'commit' });
    await expect(visitor).toHaveURL(/\/login\?continue=/);
    expect(new URL(visitor.url()).searchParams.get('continue')).toMatch(
      new RegExp(`/business/${businessID}/send-request$`),
    );
    await fillLogin(visitor, account);
    await expect(visitor).toHaveURL(`/business/${businessID}/send-request`, { timeout: HANDOFF_TIMEOUT_MS });
    await expect(form(visitor).getByRole('link', { name: 'Pearl River Valves' })).toBeVisible();
    await visitor.context().close();
  });

  test("the business's own people see Requests instead of Send Request, and the form tells them", async ({
    page,
    browser,
  }) => {
    const { businessID, industry } = await seller(page, 'Qingdao Bearings');
    const { productID } = await createFullProduct(page, businessID, industry);
    const member = await ownPage(browser);
    const { account } = await signIn(member, '/', newAccount('Mo', 'Member'));
    await joinBusiness(page, member, businessID, account.email, 'member');

    for (const person of [page, member]) {
      await person.goto(businessPath('Qingdao Bearings', businessID));
      await waitForSignedInApp(person);
      const actions = person.getByRole('group', { name: 'Business actions' });
      await expect(actions.getByRole('link', { name: 'Requests', exact: true })).toHaveAttribute(
        'href',
        `/business/${businessID}/requests`,
      );
      await expect(person.getByRole('link', { name: 'Send Request' })).toHaveCount(0);

      await person.goto(productPath('Qingdao Bearings', 'Brushless motor BL-90', productID));
      await waitForSignedInApp(person);
      const summary = person.getByRole('complementary', { name: 'About Qingdao Bearings' });
      await expect(summary.getByRole('link', { name: 'Requests' })).toHaveAttribute(
        'href',
        `/business/${businessID}/requests`,
      );
      await expect(person.getByRole('link', { name: 'Send Request' })).toHaveCount(0);

      await person.goto(`/business/${businessID}/send-request`);
      await expect(person.getByRole('heading', { level: 1, name: 'This is your business' })).toBeVisible();
      await expect(person.getByRole('main').getByRole('link', { name: 'Requests' })).toHaveAttribute(
        'href',
        `/business/${businessID}/requests`,
      );
      await expect(form(person)).toHaveCount(0);
    }

    // Everyone else has Send Request, about the product on the product page.
    const visitor = await ownPage(browser);
    await visitor.goto(productPath('Qingdao Bearings', 'Brushless motor BL-90', productID));
    const summary = visitor.getByRole('complementary', { name: 'About Qingdao Bearings' });
    await expect(summary.getByRole('link', { name: 'Send Request' })).toHaveAttribute(
      'href',
      `/business/${businessID}/send-request?product=${productID}`,
    );
    await visitor.goto(businessPath('Qingdao Bearings', businessID));
    await expect(
      visitor.getByRole('group', { name: 'Business actions' }).getByRole('link', { name: 'Send Request' }),
    ).toHaveAttribute('href', `/business/${businessID}/send-request`);
    await member.context().close();
    await visitor.context().close();
  });

  for (const width of [375, 1280]) {
    test(`the receiver's header counts the new request live, at ${width} px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      const { businessID } = await seller(page, 'Ningbo Fasteners');
      // The seller comes back with their business made: the header follows its threads.
      await page.goto('/');
      const messages = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
      await expect(messages).toHaveAccessibleName('Messages');
      await expect(messages).toHaveAttribute('href', '/my-messages');

      const buyer = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(buyer, `/business/${businessID}/send-request`, newAccount('Bo', 'Buyer'));
      await form(buyer).getByLabel('Subject', { exact: true }).selectOption('Receive discount policy');
      await form(buyer).getByLabel('Message').fill('What discount do you give from 10,000 pieces?');
      await form(buyer).getByRole('button', { name: 'Send Request' }).click();
      await expect(buyer.getByText(inquiries.send.sent)).toBeVisible();

      // The seller's page was not reloaded: the stream brought the count.
      await expect(messages).toHaveAccessibleName('Messages, 1 unread');
      await expect(messages).toContainText('1');
      expect(await seriousViolations(page)).toEqual([]);

      // A second request raises it again.
      await buyer.goto(`/business/${businessID}/send-request`);
      await form(buyer).getByLabel('Subject', { exact: true }).selectOption('Becoming worldwide distributor');
      await form(buyer)
        .getByLabel('Message')
        .fill('We distribute in 14 countries and would like to add your line.');
      await form(buyer).getByRole('button', { name: 'Send Request' }).click();
      await expect(buyer.getByText(inquiries.send.sent)).toBeVisible();
      await expect(messages).toHaveAccessibleName('Messages, 2 unread');
      await buyer.context().close();

      // The unread threads are the business's, not the person's: the tooltip says whose, and Messages opens there,
      // its selector saying how many each identity has.
      await expect(messages).toHaveAttribute('title', '2 unread: Ningbo Fasteners (2)');
      await expect(messages).toHaveAttribute('href', `/business/${businessID}/requests`);
      await messages.click();
      await expect(page).toHaveURL(`/business/${businessID}/requests`);
      const identity = page.getByLabel('Messages of');
      await expect(identity).toHaveValue(businessID);
      await expect(identity.getByRole('option', { selected: true })).toHaveText(
        'Ningbo Fasteners · 2 unread',
      );
      await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(2);
    });
  }
});
