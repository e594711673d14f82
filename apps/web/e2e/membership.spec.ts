import {
  businessPath,
  CARD_DECLINES,
  MONTHLY_BOOSTS,
  MONTHLY_QUOTE_RIGHTS,
  SUPPORT_HOURS,
  PRODUCT_SHOWCASE_CAP,
} from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  createBusiness,
  newAccount,
  seriousViolations,
  signIn,
  waitForSignedInApp,
} from './support.ts';

const PACKAGES = [
  { level: 'standard', name: 'Standard', price: 'Free', cap: 7 },
  { level: 'gold', name: 'Gold', price: 'US$ 1850.00', cap: 20 },
  { level: 'premium', name: 'Premium', price: 'US$ 2650.00', cap: 50 },
  { level: 'platinum', name: 'Platinum', price: 'US$ 3650.00', cap: 100 },
] as const;

const BEST_MEMBERSHIP = 'Your business already has the best membership.';
const CHECKOUT_SUCCESS_MESSAGE = 'Successful checkout!';
const CARD_ERROR_PREFIX = 'You have error in your card information: ';
const UNKNOWN_CARD =
  'The sandbox takes only test cards, such as 4242 4242 4242 4242: this number is not one of them.';

test.describe('membership package pages', () => {
  for (const { level, name, price, cap } of PACKAGES) {
    test(`/membership-${level} describes the package, lists the four price cards${level === 'standard' ? '' : ' and offers Buy now!'}`, async ({
      page,
    }) => {
      await page.goto(`/membership-${level}`);
      await expect(page).toHaveTitle(new RegExp(`^${name} Membership \\| `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${name} membership on .*Up to ${cap} products in your showcase`),
      );
      await expect(page.getByRole('heading', { level: 1, name: `${name} Membership` })).toBeVisible();
      const includes = page.getByRole('region', { name: `What ${name} includes` });
      await expect(includes).toContainText(`Up to ${cap} products in your showcase`);
      await expect(includes).toContainText(price);
      await expect(includes).toContainText(
        `${MONTHLY_QUOTE_RIGHTS[level]} quotes a month on requests for quotation`,
      );

      const cards = page.getByRole('list', { name: 'Membership packages' }).getByRole('listitem', {
        name: /^(Standard|Gold|Premium|Platinum)$/,
      });
      await expect(cards).toHaveCount(4);
      for (const other of PACKAGES) {
        const card = cards.filter({ has: page.getByRole('heading', { name: other.name, exact: true }) });
        await expect(card).toContainText(other.price);
        await expect(card).toContainText(`Up to ${other.cap} products in your showcase`);
        await expect(card).toContainText(`${MONTHLY_QUOTE_RIGHTS[other.level]} quotes a month`);
        if (other.level !== level) {
          await expect(card.getByRole('link', { name: `See the ${other.name} membership` })).toHaveAttribute(
            'href',
            `/membership-${other.level}`,
          );
        }
      }

      const buyNow = page.getByRole('link', { name: 'Buy now!' });
      if (level === 'standard') await expect(buyNow).toHaveCount(0);
      else await expect(buyNow).toHaveAttribute('href', '/my-business?membership=choose-business');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the footer leads to a package page, and a package's card opens the next one at its top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Gold Membership' })
      .click();
    await expect(page).toHaveURL('/membership-gold');
    await expect(page.getByRole('heading', { level: 1, name: 'Gold Membership' })).toBeVisible();
    const premium = page.getByRole('link', { name: 'See the Premium membership' });
    await premium.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await premium.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Membership' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Buy now! sends a signed-in person to choose their business', async ({ page }) => {
    await signIn(page, '/membership-platinum');
    await waitForSignedInApp(page);
    await page.getByRole('link', { name: 'Buy now!' }).click();
    await expect(page).toHaveURL('/my-business?membership=choose-business');
    await expect(page.getByRole('note')).toContainText('the Membership tab');
  });
});

test.describe('membership package pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('arrive server-rendered: the package, its price cards and Buy now!', async ({ page }) => {
    await page.goto('/membership-premium');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Membership' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Membership packages' }).getByRole('heading')).toHaveText([
      'Standard',
      'Gold',
      'Premium',
      'Platinum',
    ]);
    await expect(page.getByRole('link', { name: 'Buy now!' })).toHaveAttribute(
      'href',
      '/my-business?membership=choose-business',
    );
  });
});

/** Chooses a plan on the membership page and pays with the card, as a person types it. */
async function payWithCard(page: Page, plan: string, cardNumber: string) {
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay US\$ / }).click();
  return form;
}

const current = (page: Page) => page.getByRole('region', { name: /^Current membership: / });

test.describe('upgrading a business', () => {
  test.beforeEach(() => test.slow());

  test('the owner opens Membership from manage mode and upgrades Standard to Gold with a test card; the showcase allows 20', async ({
    page,
  }) => {
    const { account } = await signIn(page, '/', newAccount('Olga', 'Owner'));
    const companyName = 'Harbour Valves Ltd';
    const { businessID } = await createBusiness(page, companyName);
    await page.goto(`${businessPath(companyName, businessID)}?editMode=1`);
    await waitForSignedInApp(page);
    await page.getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page).toHaveURL(`/business/${businessID}/membership`);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(current(page)).toContainText('Current membership: Standard');
    await expect(current(page)).toContainText('Free membership, with no end date');
    const gives = page.getByRole('region', { name: 'What your membership gives' });
    await expect(gives).toContainText('Advertising boostsNone at this level');
    await expect(gives).toContainText('Professional B2B supportNone at this level');

    const plans = page.getByRole('region', { name: 'Upgrade your membership' }).getByRole('listitem', {
      name: /^(Gold|Premium|Platinum)$/,
    });
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText('US$ 1850.00 a year');
    await expect(plans.nth(0)).toContainText('20 quotes a month on requests for quotation');
    await expect(plans.nth(1)).toContainText('US$ 2650.00 a year');
    await expect(plans.nth(2)).toContainText('US$ 3650.00 a year');
    expect(await seriousViolations(page)).toEqual([]);

    // A number that is not a test card is refused in the browser: nothing goes to the server.
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/subscription/subscribe')) purchases.push(request.url());
    });
    const form = await payWithCard(page, 'Gold', '4111 1111 1111 1111');
    await expect(form.getByText(UNKNOWN_CARD)).toBeVisible();
    await expect(form.getByLabel('Email for the receipt')).toHaveValue(account.email);
    expect(await seriousViolations(page)).toEqual([]);
    expect(purchases).toEqual([]);

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Pay US$ 1850.00' }).click();
    await expect(page.getByText(CHECKOUT_SUCCESS_MESSAGE)).toBeVisible();
    await expect(current(page)).toContainText('Current membership: Gold');
    await expect(current(page)).toContainText(/Valid until \w+ \d{1,2}, \d{4}/);
    await expect(plans).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Choose Gold' })).toHaveCount(0);
    await expect(form).toHaveCount(0);
    expect(purchases).toHaveLength(1);
    // The level's boosts come with it at once.
    await expect(gives).toContainText(`${MONTHLY_BOOSTS.gold} of ${MONTHLY_BOOSTS.gold} left this month`);

    await page.reload();
    await expect(current(page)).toContainText('Current membership: Gold');
    await page
      .getByRole('navigation', { name: 'Manage business' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page.getByText(`0 of ${PRODUCT_SHOWCASE_CAP.gold} products`)).toBeVisible();
  });

  test("a declined card shows the card error with the provider's message and the membership stays", async ({
    page,
  }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Declined Drives Co');
    await page.goto(`/business/${businessID}/membership`);
    await waitForSignedInApp(page);
    await payWithCard(page, 'Premium', '4000 0000 0000 0002');
    const alert = page.getByRole('alert').filter({ hasText: CARD_ERROR_PREFIX });
    await expect(alert).toHaveText(`${CARD_ERROR_PREFIX}${CARD_DECLINES.generic_decline}`);
    await expect(current(page)).toContainText('Current membership: Standard');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(current(page)).toContainText('Current membership: Standard');
    await expect(page.getByRole('button', { name: 'Choose Gold' })).toBeVisible();
  });

  test('in the last days of a paid year the owner renews the same level, for a year from its end', async ({
    page,
  }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Renewal Gears Co');
    const bought = await callApi(page, '/subscription/subscribe', {
      method: 'POST',
      body: { businessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: 'owner@example.test' },
    });
    expect(bought.status).toBe(200);
    const paidUntil = (bought.body.data as { validUntil: string }).validUntil;
    await page.goto(`/business/${businessID}/membership`);
    await waitForSignedInApp(page);
    // The browser suite's portal opens renewals for the whole year, so a year bought now can be renewed at once.
    const renewal = page.getByRole('region', { name: 'Renew your membership' });
    await expect(renewal).toContainText('Your Gold membership ends on');
    expect(await seriousViolations(page)).toEqual([]);
    await renewal.getByRole('button', { name: 'Renew Gold for US$ 1850.00' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Pay US$ 1850.00' }).click();
    await expect(page.getByText(CHECKOUT_SUCCESS_MESSAGE)).toBeVisible();
    const nextYear = new Date(Date.parse(paidUntil) + 365 * 24 * 60 * 60 * 1000);
    const expected = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(nextYear);
    await expect(current(page)).toContainText(`Valid until ${expected}`);
  });

  test('at Platinum the page says the business already has the best membership', async ({ page }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Summit Platinum Pumps');
    const bought = await callApi(page, '/subscription/subscribe', {
      method: 'POST',
      body: { businessID, planId: 'platinum', paymentMethod: 'pm_card_visa', email: 'owner@example.test' },
    });
    expect(bought.status).toBe(200);
    await page.goto(`/business/${businessID}/membership`);
    await waitForSignedInApp(page);
    await expect(current(page)).toContainText('Current membership: Platinum');
    await expect(page.getByText(BEST_MEMBERSHIP)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
    const gives = page.getByRole('region', { name: 'What your membership gives' });
    await expect(gives).toContainText(
      `${MONTHLY_BOOSTS.platinum} of ${MONTHLY_BOOSTS.platinum} left this month`,
    );
    await expect(gives).toContainText(`0 h of ${SUPPORT_HOURS.platinum} h used until`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('someone who is not the owner cannot see or upgrade the membership', async ({ page, browser }) => {
    await signIn(page, '/');
    const companyName = 'Owner Only Gears';
    const { businessID } = await createBusiness(page, companyName);

    const other = await (await browser.newContext()).newPage();
    await signIn(other, `/business/${businessID}/membership`, newAccount('Li', 'Wei'));
    await waitForSignedInApp(other);
    await expect(
      other.getByRole('heading', { level: 1, name: 'You cannot manage this membership' }),
    ).toBeVisible();
    await expect(
      other.getByText(`Only the owner of ${companyName} can see and upgrade its membership.`),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: /^Choose / })).toHaveCount(0);
    await expect(other.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
    expect(await seriousViolations(other)).toEqual([]);
    // The server refuses them too.
    const refused = await callApi(other, `/subscription/business/${businessID}`);
    expect(refused.status).toBe(404);
    await other.context().close();
  });
});
