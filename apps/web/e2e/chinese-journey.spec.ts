import { expect, test } from '@playwright/test';
import home from '../src/locales/zh/home.json' with { type: 'json' };
import inquiries from '../src/locales/zh/inquiries.json' with { type: 'json' };
import layout from '../src/locales/zh/layout.json' with { type: 'json' };
import social from '../src/locales/zh/social.json' with { type: 'json' };
import {
  createBusiness,
  createPlainProduct,
  HANDOFF_TIMEOUT_MS,
  newAccount,
  readPortal,
  seriousViolations,
  signIn,
  waitForHydration,
  type TreeIndustry,
  callApi,
  randomWord,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A word no other data holds: the search below finds this test's supplier alone. */
const TOKEN = randomWord('Zh');
const COMPANY = `${TOKEN} Valve Works`;
const PRODUCT = `${TOKEN} ball valve`;

test('a buyer walks the portal in Chinese: home, search, a supplier and its product, sign-in, an inquiry, the message center and the newsfeed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The supplier and the buyer's account, each made in a browser of its own.
  const seller = await browser.newPage();
  await signIn(seller, '/');
  const { businessID } = await createBusiness(seller, COMPANY);
  const tree = (await callApi(seller, '/catsys/industry/full-tree')).body.data as TreeIndustry[];
  await createPlainProduct(seller, businessID, tree[0]!, PRODUCT);
  await seller.close();
  const buyer = newAccount('Li', 'Wei');
  const registration = await browser.newPage();
  await signIn(registration, '/', buyer);
  await registration.close();

  // The home page, as a visitor, in Chinese.
  await page.goto('/zh/');
  const portal = await readPortal(page);
  const country = new Intl.DisplayNames(['zh'], { type: 'region' }).of(portal.countryCode) ?? '';
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    home.hero.title.replace('{{country}}', country),
  );
  await waitForHydration(page);

  // On to the industries, where the header holds the search bar; a search finds the supplier, its card leads to its page.
  await page.getByRole('link', { name: home.hero.browseIndustries }).click();
  await expect(page).toHaveURL(/\/zh\/industries/);
  await waitForHydration(page);
  const bar = page.getByRole('search');
  await bar.getByPlaceholder(layout.search.placeholder).fill(TOKEN);
  await bar.getByPlaceholder(layout.search.placeholder).press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${portal.publicUrl}/zh/search-result\\?.*search=${TOKEN}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TOKEN);
  await page.getByRole('link', { name: COMPANY, exact: true }).first().click();
  await expect(page).toHaveURL(/\/zh\/business\//);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Its product, then a request about it: a visitor is asked to sign in, on the account service's Chinese page.
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page).toHaveURL(/\/zh\/business-product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PRODUCT);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^发送询盘/ })
    .first()
    .click();
  await page.waitForURL(`${portal.authUrl}/login?**`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.getByLabel('电子邮箱').fill(buyer.email);
  await page.getByLabel('密码').fill(buyer.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(new RegExp(`/zh/business/${businessID}/send-request`), {
    timeout: HANDOFF_TIMEOUT_MS,
  });

  // The request, in Chinese, about the product.
  const form = page.getByRole('form', { name: inquiries.send.title });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await waitForHydration(page);
  await form
    .getByLabel(inquiries.send.subject, { exact: true })
    .selectOption({ label: inquiries.subjects.priceList });
  await form.getByLabel(inquiries.send.message).fill('请报 DN50 球阀的 FOB 宁波价格，数量 500 件。');
  await form.getByRole('button', { name: inquiries.send.submit }).click();
  await expect(page.getByText(inquiries.send.sent)).toBeVisible();

  // The message center lists it under its Chinese subject.
  await page.goto('/zh/message-center');
  await expect(page.getByRole('heading', { level: 1, name: inquiries.center.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: new RegExp(COMPANY) }).first()).toContainText(
    inquiries.subjects.priceList,
  );

  // And a post on the newsfeed.
  await page.goto('/zh/newsfeed');
  await expect(page.getByRole('heading', { level: 1, name: social.newsfeed.title })).toBeVisible({
    timeout: 30_000,
  });
  await waitForHydration(page);
  // Checked before the toast, whose fading in and out an accessibility scan catches half-drawn.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByPlaceholder(social.composer.placeholder).fill('我们刚参加完广交会，欢迎新老客户询盘。');
  await page.getByRole('button', { name: social.composer.post, exact: true }).click();
  await expect(page.getByText(social.composer.created)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: '我们刚参加完广交会' })).toBeVisible();
});
