import { expect, test } from '@playwright/test';
import searchTexts from '../src/locales/en/search.json' with { type: 'json' };
import {
  callApi,
  createBusiness,
  createPlainProduct,
  seriousViolations,
  signIn,
  waitForSignedInApp,
} from './support.ts';

test('the owner of a Gold business boosts a product and finds it first in search, labelled Promoted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/');
  const word = `Vexmora${Date.now().toString(36)}`;
  const { businessID, industry } = await createBusiness(page, `${word} Fittings`);
  // Equal matches: the newer comes first until the older one is boosted.
  const boosted = `${word} gate valve`;
  const other = `${word} ball valve`;
  await createPlainProduct(page, businessID, industry, boosted);
  await createPlainProduct(page, businessID, industry, other);
  // Gold, bought as an owner buys it, with the built-in sandbox's test card.
  const bought = await callApi(page, '/subscription/subscribe', {
    method: 'POST',
    body: { businessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: 'owner@example.com' },
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);

  const search = `/search-result?business=PR&countries=global&search=${word}`;
  await page.goto(search);
  const names = () => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  await expect.poll(names).toEqual([expect.stringContaining(other), expect.stringContaining(boosted)]);
  await expect(page.getByText(searchTexts.card.promoted, { exact: true })).toHaveCount(0);

  await page.goto(`/business/${businessID}/products`);
  await waitForSignedInApp(page);
  await expect(page.getByText('3 of 3 boosts left this month')).toBeVisible();
  await page.getByRole('button', { name: `Boost ${boosted}` }).click();
  await expect(page.getByText(`${boosted} is promoted at the top of its searches until`)).toBeVisible();
  await expect(page.getByText('2 of 3 boosts left this month')).toBeVisible();
  await expect(page.getByText(/^Promoted until /)).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(search);
  await expect.poll(names).toEqual([expect.stringContaining(boosted), expect.stringContaining(other)]);
  const first = page.getByRole('article').first();
  await expect(first.getByText(searchTexts.card.promoted, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('article').nth(1).getByText(searchTexts.card.promoted, { exact: true }),
  ).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
