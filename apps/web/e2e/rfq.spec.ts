import { expect, test, type Browser } from '@playwright/test';
import businesses from '../src/locales/en/businesses.json' with { type: 'json' };
import reviews from '../src/locales/en/reviews.json' with { type: 'json' };
import rfq from '../src/locales/en/rfq.json' with { type: 'json' };
import { signInAsAdministrator } from './administration-fixtures.ts';
import { businessPath } from '@b2b/contracts';
import {
  callApi,
  createBusiness,
  markDealClosed,
  newAccount,
  postRfq,
  randomWord,
  seriousViolations,
  signIn,
  type TreeIndustry,
} from './support.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** A page in a browser context of its own: several people side by side. */
const ownPage = async (browser: Browser, viewport = DESKTOP) =>
  (await browser.newContext({ viewport })).newPage();

/** A supplier: a person with a manufacturing business of the tree's first category, signed in on a page of its own. */
async function supplier(browser: Browser, companyName: string, firstName: string) {
  const page = await ownPage(browser);
  await signIn(page, '/', newAccount(firstName, 'Supplier'));
  const { businessID, industry } = await createBusiness(page, companyName);
  return { page, businessID, industry, companyName };
}

test.describe('requests for quotation', () => {
  // Four people sign up through the account service and open many pages each, on a shared machine.
  test.beforeEach(() => test.setTimeout(300_000));

  test('a buyer posts anonymously, two suppliers quote; the buyer compares, declines one, awards the other and reviews it', async ({
    page,
    browser,
  }) => {
    const product = randomWord('Flanged ball valves DN50');
    const buyerName = randomWord('Lindqvist');

    // An administrator keeps the rate the compare table converts euros with.
    const admin = await ownPage(browser);
    await signInAsAdministrator(admin);
    await admin.goto('/admin');
    const rateForm = admin.getByRole('form', { name: 'Add an exchange rate' });
    await rateForm.getByLabel('From currency').selectOption('EUR');
    await rateForm.getByLabel('To currency').selectOption('USD');
    await rateForm.getByLabel('Rate', { exact: true }).fill('1.1');
    await rateForm.getByRole('button', { name: 'Save the rate' }).click();
    await expect(admin.getByText('The exchange rate was saved')).toBeVisible();
    await expect(admin.getByText(/^1 EUR = 1\.1 USD, /)).toBeVisible();
    await admin.context().close();

    const east = await supplier(browser, randomWord('Yangtze Valve Works'), 'Wei');
    const west = await supplier(browser, randomWord('Rhine Fittings'), 'Jonas');
    const { industry } = east;

    // The buyer finds the requests in the account menu and posts one; every field is checked before it is sent.
    await signIn(page, '/', newAccount('Ada', buyerName));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Requests for quotation' }).click();
    await expect(page).toHaveURL('/rfq');
    await expect(page.getByText(rfq.list.empty)).toBeVisible();
    await page.getByRole('link', { name: 'Post a request' }).click();
    await expect(page).toHaveURL('/rfq/new');
    const form = page.getByRole('form', { name: 'New request for quotation' });
    await form.getByRole('button', { name: 'Post the request' }).click();
    await expect(page.getByText(rfq.form.incomplete)).toBeVisible();
    await expect(form.getByLabel('Product or service')).toHaveAccessibleDescription(
      'Write the product or service name',
    );
    await expect(form.getByLabel('Quantity')).toHaveAccessibleDescription('The quantity must be a number');

    await form.getByLabel('Product or service').fill(product);
    await form.getByLabel('Industry').selectOption({ label: industry.name });
    await form.getByLabel('Category', { exact: true }).selectOption({ label: industry.categories[0]!.name });
    await form
      .getByLabel(/^Description/)
      .fill(
        'Stainless steel 316, PN40, flanged ends to EN 1092-1.\nPacked in export cartons, <b>as typed</b>.',
      );
    await form.getByLabel('Quantity').fill('2000');
    await form.getByLabel('Target unit price (optional)').fill('14');
    await form.getByLabel('Destination country').selectOption('DE');
    await form.getByLabel('Preferred Incoterm').selectOption('CIF');
    await expect(form.getByRole('radio', { name: /^Anonymous/ })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Post the request' }).click();
    await expect(page).toHaveURL(/\/rfq\/[0-9a-f-]{36}$/);
    const rfqID = page.url().split('/').pop()!;
    await expect(page.getByText(/^It was sent to \d+ matching suppliers?\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await expect(page.getByText('<b>as typed</b>', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change the request' })).toBeVisible();

    // Each supplier finds it in its market, without the buyer's name, and quotes; one in euros.
    const quote = async (
      who: typeof east,
      figures: { unitPrice: string; currency?: string; leadTime: string; place: string },
    ) => {
      await who.page.goto(`/business/${who.businessID}/rfq`);
      await expect(who.page.getByText(/^5 of 5 quotes left this month/)).toBeVisible();
      const item = who.page.getByRole('listitem').filter({ hasText: product });
      await expect(item.getByText(rfq.facts.anonymousBuyer)).toBeVisible();
      await expect(who.page.getByText(buyerName)).toHaveCount(0);
      await item.getByRole('link', { name: product }).click();
      await expect(who.page).toHaveURL(`/rfq/${rfqID}?bid=${who.businessID}`);
      await expect(who.page.getByText(rfq.facts.anonymousBuyer)).toBeVisible();
      const quoteForm = who.page.getByRole('form', { name: 'Your quote' });
      await quoteForm.getByLabel('Unit price').fill(figures.unitPrice);
      if (figures.currency) await quoteForm.getByLabel('Currency').selectOption(figures.currency);
      await quoteForm.getByLabel('Minimum order quantity').fill('500');
      await quoteForm.getByLabel('Lead time (days)').fill(figures.leadTime);
      await quoteForm.getByLabel('Named place').fill(figures.place);
      await quoteForm.getByLabel('Payment terms').fill('30% deposit, 70% against B/L copy');
      await quoteForm.getByLabel('Message to the buyer').fill('Made to EN 1092-1, tested at 60 bar.');
      expect(await seriousViolations(who.page)).toEqual([]);
      await quoteForm.getByRole('button', { name: 'Send the quote' }).click();
      await expect(who.page.getByText(rfq.toast.quoteSent)).toBeVisible();
      await expect(who.page.getByText('Sent', { exact: true }).first()).toBeVisible();
      await expect(who.page.getByRole('button', { name: 'Change the quote' })).toBeVisible();
      await expect(who.page.getByText(buyerName)).toHaveCount(0);
      // The business's own quotes name it by what the RFQ asks for.
      await who.page.goto(`/business/${who.businessID}/rfq`);
      const mine = who.page.getByRole('listitem').filter({ hasText: /Quote of / });
      await expect(mine.getByRole('link', { name: product })).toHaveAttribute(
        'href',
        `/rfq/${rfqID}?bid=${who.businessID}`,
      );
    };
    await quote(east, { unitPrice: '12.5', leadTime: '30', place: 'Hamburg' });
    await quote(west, { unitPrice: '11', currency: 'EUR', leadTime: '45', place: 'Rotterdam' });

    // The buyer compares: cheapest first in dollars, the euro quote shown as sent and converted with the rate's date.
    await page.goto('/rfq');
    const listed = page.getByRole('listitem').filter({ hasText: product });
    await expect(listed.getByText('2 quotes')).toBeVisible();
    await listed.getByRole('link', { name: 'Compare the quotes' }).click();
    await expect(page).toHaveURL(`/rfq/${rfqID}/quotes`);
    const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('rowheader')).toContainText('Rhine Fittings');
    await expect(rows.nth(0)).toContainText('€11.00');
    await expect(rows.nth(0)).toContainText(/≈ \$12\.10 \(rate of /);
    await expect(rows.nth(1)).toContainText('$12.50');
    await expect(rows.nth(1)).toContainText('$25,000.00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Sort by').selectOption('leadTime');
    await expect(page).toHaveURL(`/rfq/${rfqID}/quotes?sort=leadTime`);
    await expect(rows.nth(0).getByRole('rowheader')).toContainText('Yangtze Valve Works');

    // Declines the slower one with a reason, then awards the other: the conversation opens with the quote on top.
    await page.getByRole('button', { name: /^Decline the quote of Rhine Fittings/ }).click();
    const declineDialog = page.getByRole('dialog');
    await declineDialog.getByRole('radio', { name: rfq.declineReasons['lead-time-too-long'] }).check();
    await declineDialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(rfq.toast.declined)).toBeVisible();
    await expect(rows.nth(1)).toContainText(rfq.declineReasons['lead-time-too-long']);
    await page.getByRole('button', { name: /^Award the quote of Yangtze Valve Works/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Award' }).click();
    await expect(page).toHaveURL(/\/my-messages\?thread=/);
    await expect(page.getByText(`Quote awarded for ${product}`, { exact: false }).first()).toBeVisible();
    const requestID = new URL(page.url()).searchParams.get('thread')!;

    // The awarded supplier now sees who the buyer is; the declined one sees why, and still not who.
    await east.page.goto(`/rfq/${rfqID}?bid=${east.businessID}`);
    await expect(east.page.getByText(`Ada ${buyerName}`, { exact: false })).toBeVisible();
    await expect(east.page.getByText('Awarded', { exact: true }).first()).toBeVisible();
    await west.page.goto(`/rfq/${rfqID}?bid=${west.businessID}`);
    await expect(
      west.page.getByText(rfq.declineReasons['lead-time-too-long'], { exact: false }),
    ).toBeVisible();
    await expect(west.page.getByText(buyerName)).toHaveCount(0);

    // Both close the deal in the message center; the buyer reviews the supplier, and its page shows the review beside
    // its response figures (a new supplier, with one case).
    await markDealClosed(page);
    await east.page.goto(`/business/${east.businessID}/requests/${requestID}`);
    await markDealClosed(east.page);
    await page.reload();
    await page.getByRole('button', { name: reviews.write }).click();
    const reviewForm = page.getByRole('dialog').getByRole('form', { name: reviews.form });
    for (const aspect of [reviews.quality, reviews.communication, reviews.delivery]) {
      await reviewForm
        .getByRole('group', { name: aspect })
        .locator('label', { has: page.getByRole('radio', { name: '4 stars' }) })
        .click();
    }
    await reviewForm
      .getByLabel(reviews.text, { exact: true })
      .fill('Valves to specification, shipped on time.');
    await reviewForm.getByRole('button', { name: reviews.submit }).click();
    await expect(page.getByText(reviews.saved)).toBeVisible();
    await page.goto(businessPath(east.companyName, east.businessID));
    await expect(page.getByText('New supplier').first()).toBeVisible();
    const reviewed = page.getByRole('region', { name: businesses.page.reviews });
    await reviewed.scrollIntoViewIfNeeded();
    await expect(reviewed).toContainText('Valves to specification, shipped on time.');
    await expect(reviewed).toContainText('From a closed deal');

    // On a phone each quote is a card with the same facts in the same order.
    await page.setViewportSize(PHONE);
    await page.goto(`/rfq/${rfqID}/quotes`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveCSS('display', 'block');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a request shows to its buyer only: anyone else hears it does not exist', async ({
    page,
    browser,
  }) => {
    const buyer = await ownPage(browser);
    await signIn(buyer, '/', newAccount('Olle', 'Owner'));
    const tree = await callApi(buyer, '/catsys/industry/full-tree');
    const industry = (tree.body.data as TreeIndustry[])[0]!;
    const rfqID = await postRfq(buyer, industry, {
      productName: 'Conveyor idlers',
      quantity: 400,
      destinationCountry: 'CN',
      incoterm: 'FOB',
      description: 'Idlers of 89 mm for a belt of 800 mm.',
    });
    await signIn(page, `/rfq/${rfqID}`, newAccount('Otto', 'Outsider'));
    await expect(page.getByRole('heading', { name: rfq.notFound.title })).toBeVisible();
    await expect(page.getByText('Conveyor idlers')).toHaveCount(0);
    await page.goto(`/rfq/${rfqID}/quotes`);
    await expect(page.getByRole('heading', { name: rfq.notFound.title })).toBeVisible();
  });
});
