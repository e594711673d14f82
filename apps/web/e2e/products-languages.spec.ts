import { LIMITS, PRODUCT_SHOWCASE_CAP, productPath, type PortalConfig } from '@b2b/contracts';
import { expect, test } from '@playwright/test';
import {
  createBusiness,
  createFullProduct,
  createPlainProduct,
  FULL_PRODUCT,
  readPortal,
  signIn,
  waitForHydration,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const COMPANY = 'Foshan Precision Motors';

/** The portal's country as a page in `language` names it (`lib/portal-words.ts`). */
const countryIn = (portal: PortalConfig, language: string) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(portal.countryCode) ?? portal.countryName;

test('a product page in Spanish and in Chinese: its sections, labels, buttons and title; the product as written', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, '/');
  const { businessID, industry } = await createBusiness(page, COMPANY);
  const { productID } = await createFullProduct(page, businessID, industry);
  await createPlainProduct(page, businessID, industry, 'Gear motor GM-12');
  const path = productPath(COMPANY, FULL_PRODUCT.name, productID);
  const portal = await readPortal(page);
  const described = FULL_PRODUCT.description.slice(0, LIMITS.titleDescriptionChars).trim();

  await page.goto(`/es${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${FULL_PRODUCT.name}, de ${COMPANY}`);
  await expect(page).toHaveTitle(`${described} | ${portal.brandName} ${countryIn(portal, 'es')}`);
  const specs = page.getByRole('region', { name: 'Especificaciones', exact: true });
  await expect(specs.getByRole('row')).toHaveText([
    'EspecificaciónValor',
    'Rated power90 W',
    'Rated speed3000 rpm',
  ]);
  const technical = page.getByRole('region', { name: 'Ficha técnica' });
  await expect(technical).toContainText('Plazo de entrega20 days');
  await expect(technical).toContainText('ExistenciasDisponible en stock');
  await expect(page.getByRole('region', { name: 'Galería de imágenes' }).getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Vídeos' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: `Acerca de ${COMPANY}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Productos principales de ${COMPANY}` })).toContainText(
    'Gear motor GM-12',
  );
  await expect(page.getByRole('button', { name: 'Me gusta', exact: true })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('¡Enlace del producto copiado!')).toBeVisible();

  await page.goto(`/zh${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${FULL_PRODUCT.name}，来自 ${COMPANY}`);
  await expect(page).toHaveTitle(`${described} | ${portal.brandName} ${countryIn(portal, 'zh')}`);
  await expect(
    page.getByRole('region', { name: '产品规格', exact: true }).getByRole('columnheader'),
  ).toHaveText(['规格', '参数']);
  const zhTechnical = page.getByRole('region', { name: '技术参数' });
  await expect(zhTechnical).toContainText('交货期20 days');
  await expect(zhTechnical).toContainText('库存现货供应');
  await expect(zhTechnical).toContainText('关键词brushless motor, AGV');
  await expect(page.getByRole('region', { name: `${COMPANY} 的主营产品` })).toBeVisible();
  await expect(page.getByRole('button', { name: '分享' })).toBeVisible();
});

test('an unknown product in Chinese says so in Chinese', async ({ page }) => {
  const response = await page.goto(
    '/zh/business-product/Nobody-Nothing-00000000-0000-4000-8000-000000000000',
  );
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '未找到该产品' })).toBeVisible();
  await expect(page.getByText('该产品不存在或已下架。')).toBeVisible();
});

test('a product added through the form in Italian: its labels, the Italian toast and the showcase in Italian', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/');
  const company = 'Shenzhen Drive Systems';
  const { businessID, industry } = await createBusiness(page, company);
  const portal = await readPortal(page);

  await page.goto(`/it/business/${businessID}/products/new`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Aggiungi un prodotto a ${company}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Aggiungi prodotto | ${portal.brandName} ${countryIn(portal, 'it')}`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Nuovo prodotto' });
  await expect(form.getByRole('group', { name: 'Classificazione' })).toBeVisible();
  await form.getByLabel('Nome', { exact: true }).fill('Helical gearbox HG-40');
  await form
    .getByLabel('Descrizione')
    .fill('A compact helical gearbox for conveyor drives, cast iron housing.');
  const category = industry.categories[0]!;
  await form.getByLabel('Settore').selectOption(industry.id);
  await form.getByLabel('Categoria', { exact: true }).selectOption(category.id);
  await form.getByLabel('Sottocategoria').selectOption(category.subCategories[0]!.id);
  await form.getByLabel('Disponibile a magazzino').check();
  await form.getByRole('button', { name: 'Aggiungi specifica' }).click();
  await form.getByLabel('Nome della specifica 1').fill('Ratio');
  await form.getByLabel('Valore della specifica 1').fill('1:20');
  await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();

  await expect(page.getByText('Salvataggio completato')).toBeVisible();
  await expect(page).toHaveURL(`/it/business/${businessID}/products`);
  await expect(page.getByRole('heading', { level: 1, name: `Prodotti di ${company}` })).toBeVisible();
  await expect(page.getByText(`1 su ${PRODUCT_SHOWCASE_CAP.standard} prodotti`)).toBeVisible();
  const products = page.getByRole('list', { name: 'Prodotti' });
  await expect(products).toContainText('Disponibile a magazzino');
  await expect(products.getByRole('link', { name: 'Modifica Helical gearbox HG-40' })).toBeVisible();
});
