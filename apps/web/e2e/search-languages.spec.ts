import { expect, test } from '@playwright/test';
import {
  createBusiness,
  randomWord,
  readPortal,
  seriousViolations,
  signIn,
  waitForHydration,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A word no other data holds: each search below finds this file's business alone. */
const TOKEN = randomWord('Lq');
const COMPANY = `${TOKEN} Gearbox Works`;

let made: { businessID: string };

/** The portal's country as the pages name it in a language other than English. */
const countryIn = (language: string, code: string) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

test.beforeAll(async ({ browser }) => {
  if (made) return;
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await signIn(page, '/');
  made = { businessID: (await createBusiness(page, COMPANY)).businessID };
  await page.close();
});

test('the search results in Chinese: heading, tabs, business types, country names, and a new search', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/zh/search-result?business=MA&countries=global&search=${TOKEN}`);
  const portal = await readPortal(page);
  await expect(page).toHaveTitle(
    `${TOKEN}：制造商 | ${portal.brandName} ${countryIn('zh', portal.countryCode)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TOKEN} 的搜索结果：1 条`);
  const tabs = page.getByRole('navigation', { name: '搜索范围' });
  await expect(tabs.getByRole('link')).toHaveText([
    '产品',
    '用户',
    '制造商',
    '分销商',
    '批发商',
    '进口商',
    '出口商',
    '零售商',
    '投资商',
    '咨询服务商',
    '政府机构',
  ]);
  await expect(tabs.getByRole('link', { name: '制造商' })).toHaveAttribute('aria-current', 'page');
  const search = page.getByRole('search');
  await expect(search.getByRole('combobox', { name: '企业类型' })).toHaveValue('MA');
  await expect(search.getByRole('combobox', { name: '企业类型' }).locator('option:checked')).toHaveText(
    '制造商',
  );

  const card = page.getByRole('article', { name: COMPANY });
  await expect(card.getByRole('list', { name: '企业信息' }).getByRole('listitem')).toContainText([
    '中国',
    '制造商',
  ]);
  await expect(card.getByRole('link', { name: new RegExp(`^发送询盘\\s*: ${COMPANY}$`) })).toBeVisible();
  await expect(card.getByRole('button', { name: `收藏企业：${COMPANY}` })).toBeVisible();
  await expect(page.getByText('第 1 页，共 1 页')).toBeVisible();

  // The country filter names the countries in Chinese; choosing one searches again.
  await waitForHydration(page);
  const country = page.getByRole('main').getByRole('combobox', { name: '国家/地区' });
  await expect(country.locator('option').first()).toHaveText('全球');
  await expect(country.locator('option[value="CN"]')).toHaveText(/中国$/);
  await expect(country.locator('option[value="DE"]')).toHaveText(/德国$/);
  await country.selectOption('DE');
  await expect(page).toHaveURL(/\/zh\/search-result\?.*countries=DE/);
  await expect(page.getByText(`未找到与“${TOKEN}”相关的结果`)).toBeVisible();
  await expect(page.getByText('已在德国的制造商中搜索。')).toBeVisible();
  await page.getByRole('link', { name: '搜索所有国家/地区' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TOKEN} 的搜索结果：1 条`);

  // The header's search bar searches another list, in the same language.
  await search.getByRole('combobox', { name: '企业类型' }).selectOption('PR');
  await search.getByRole('searchbox').fill(`${TOKEN} pump`);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/zh\/search-result\?business=PR&/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TOKEN} pump 的搜索结果：0 条`);
  await expect(tabs.getByRole('link', { name: '产品' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: '改为搜索制造商' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a person saves a business from the Spanish results and finds it under Empresas favoritas', async ({
  page,
}) => {
  test.slow();
  await signIn(page, `/es/search-result?business=MA&countries=global&search=${TOKEN}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`1 resultado para ${TOKEN}`);
  const save = page
    .getByRole('article', { name: COMPANY })
    .getByRole('button', { name: `Guardar empresa: ${COMPANY}` });
  await expect(save).not.toHaveAttribute('aria-disabled');
  await save.click();
  await expect(page.getByText('Empresa guardada en sus favoritos')).toBeVisible();
  await expect(
    page.getByRole('article', { name: COMPANY }).getByRole('button', { name: `Guardado: ${COMPANY}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/es/favorites');
  const portal = await readPortal(page);
  await expect(page).toHaveTitle(
    `Empresas favoritas | ${portal.brandName} ${countryIn('es', portal.countryCode)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empresas favoritas');
  const tabs = page.getByRole('tablist', { name: 'Guardados' });
  await expect(tabs.getByRole('tab')).toHaveText(['Empresas1', 'Productos0']);
  const list = page.getByRole('list', { name: 'Empresas guardadas' });
  await expect(list.getByRole('heading', { level: 2, name: COMPANY })).toBeVisible();
  await waitForHydration(page);
  await list.getByRole('button', { name: `Eliminar ${COMPANY} de sus favoritos` }).click();
  await expect(page.getByText('Empresa eliminada de sus favoritos')).toBeVisible();
  await expect(page.getByText('Todavía no ha guardado ninguna empresa.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buscar empresas' })).toHaveAttribute(
    'href',
    /^\/es\/search-result\?business=MA/,
  );

  await tabs.getByRole('tab', { name: /Productos/ }).click();
  await expect(page).toHaveURL(/\/es\/favorites\?type=product/);
  await expect(page.getByText('Todavía no ha guardado ningún producto.')).toBeVisible();
});
