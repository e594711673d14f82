import { PRODUCT_SHOWCASE_CAP, showcaseCapMessage, TOAST_SAVED_MESSAGE } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { callApi, createBusiness, makePng, newAccount, signIn, type TreeIndustry } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const CAP = PRODUCT_SHOWCASE_CAP.standard;

/** The form's selects, filled with the first industry of the tree, its first category and that one's first subcategory. */
async function chooseCategory(page: Page, industry: TreeIndustry) {
  const category = industry.categories[0]!;
  await page.getByLabel('Industry').selectOption(industry.id);
  await page.getByLabel('Category', { exact: true }).selectOption(category.id);
  await page.getByLabel('Subcategory').selectOption(category.subCategories[0]!.id);
}

async function addMinimalProduct(page: Page, businessID: string, industry: TreeIndustry, name: string) {
  await page.goto(`/business/${businessID}/products/new`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill(`${name}: a sturdy part for conveyor lines, made to order.`);
  await chooseCategory(page, industry);
  await page.getByRole('button', { name: 'Add product' }).click();
}

const products = (page: Page) => page.getByRole('list', { name: 'Products' });

test('the owner fills the showcase up to the Standard cap through the form, the 8th is refused, then edits and removes one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '/');
  const company = 'Shenzhen Drive Systems';
  const { businessID, industry } = await createBusiness(page, company);

  await page.goto(`/business/${businessID}/products`);
  await expect(page.getByRole('heading', { level: 1, name: `Products of ${company}` })).toBeVisible();
  await expect(page.getByText(`0 of ${CAP} products`)).toBeVisible();
  await expect(page.getByText('No content.')).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(`/business/${businessID}/products/new`);

  // The first product carries every field.
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name', { exact: true }).fill('Helical gearbox HG-40');
  const keywords = form.getByLabel('Keywords', { exact: true });
  await keywords.fill('gearbox');
  await keywords.press('Enter');
  await keywords.fill('helical');
  await form.getByRole('button', { name: 'Add keyword' }).click();
  await keywords.fill('typo');
  await keywords.press('Enter');
  await form.getByRole('button', { name: 'Remove keyword typo' }).click();
  await expect(form.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem')).toHaveText([
    'gearbox',
    'helical',
  ]);
  await form
    .getByLabel('Description')
    .fill('A compact helical gearbox for conveyor drives, 40 Nm output torque, cast iron housing.');
  await chooseCategory(page, industry);
  await form.getByLabel('Lead time').fill('15 days');
  await form.getByLabel('Available from stock').check();
  await form.getByRole('button', { name: 'Add specification' }).click();
  await form.getByLabel('Specification 1 name').fill('Ratio');
  await form.getByLabel('Specification 1 value').fill('1:20');
  await form.getByRole('button', { name: 'Add specification' }).click();
  await form.getByLabel('Specification 2 name').fill('Weight');
  await form.getByLabel('Specification 2 value').fill('12 kg');
  await form.getByRole('button', { name: 'Add specification' }).click();
  await form.getByRole('button', { name: 'Remove specification 3' }).click();
  const png = await makePng(page);
  await form
    .getByLabel('Upload main picture')
    .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Main picture' })).toBeVisible();
  for (const name of ['one.png', 'two.png']) {
    await form.getByLabel('Add a picture').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  }
  await expect(form.getByRole('list', { name: 'Gallery pictures' }).getByRole('img')).toHaveCount(2);
  await form.getByRole('button', { name: 'Add video' }).click();
  await form.getByLabel('Video 1 address').fill('not a web address');
  await form.getByRole('button', { name: 'Add product' }).click();
  // The contract's schema checks the form before anything is sent.
  await expect(form.getByText('A video is a web address (http or https)')).toBeVisible();
  await form.getByLabel('Video 1 address').fill('https://videos.example.com/hg-40.mp4');
  await form.getByRole('button', { name: 'Add product' }).click();

  await expect(page.getByText(TOAST_SAVED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(`/business/${businessID}/products`);
  await expect(page.getByText(`1 of ${CAP} products`)).toBeVisible();
  const listed = await callApi(page, `/product/by-business?bid=${businessID}`);
  const [first] = (listed.body.data as { data: Record<string, unknown>[] }).data;
  expect(first).toMatchObject({
    name: 'Helical gearbox HG-40',
    keywords: ['gearbox', 'helical'],
    leadTime: '15 days',
    stock: true,
    specs: [
      { key: 'Ratio', value: '1:20' },
      { key: 'Weight', value: '12 kg' },
    ],
    industry: { id: industry.id },
    category: { id: industry.categories[0]!.id },
    subCategory: { id: industry.categories[0]!.subCategories[0]!.id },
    videos: [{ url: 'https://videos.example.com/hg-40.mp4' }],
  });
  expect((first!.mainImage as { url: string }).url).toContain('/files/');
  expect(first!.images).toHaveLength(2);

  for (let n = 2; n <= CAP; n += 1) {
    await addMinimalProduct(page, businessID, industry, `Drive shaft DS-${n}`);
    await expect(page.getByText(`${n} of ${CAP} products`)).toBeVisible();
  }

  // At the cap the Add button gives way to the server's sentence and the way to a larger membership.
  const capMessage = showcaseCapMessage('standard');
  await expect(page.getByRole('button', { name: 'Add product' })).toBeDisabled();
  await expect(page.getByText(capMessage)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade the membership' })).toHaveAttribute(
    'href',
    `/business/${businessID}/membership`,
  );

  // The form's own address says the same before anything is filled, and offers the upgrade instead of the form.
  await page.goto(`/business/${businessID}/products/new`);
  await expect(page.getByRole('note').getByText(capMessage)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add product' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Upgrade the membership' })).toHaveAttribute(
    'href',
    `/business/${businessID}/membership`,
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  // The server still refuses an 8th, with the same sentence.
  const refused = await callApi(page, '/product', {
    method: 'POST',
    body: {
      businessID,
      name: 'Coupling C-8',
      description: 'Coupling C-8: a sturdy part for conveyor lines, made to order.',
      industry: industry.id,
      category: industry.categories[0]!.id,
    },
  });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ name: 'PlanLimitReached', message: capMessage });
  await page.goto(`/business/${businessID}/products`);
  await expect(page.getByText(`${CAP} of ${CAP} products`)).toBeVisible();

  // Edit: a new name, the lead time and the main picture emptied.
  await products(page).getByRole('link', { name: 'Edit Helical gearbox HG-40' }).click();
  const edit = page.getByRole('form', { name: 'Edit Helical gearbox HG-40' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Helical gearbox HG-40');
  await expect(edit.getByLabel('Subcategory')).toHaveValue(industry.categories[0]!.subCategories[0]!.id);
  await edit.getByLabel('Name', { exact: true }).fill('Helical gearbox HG-45');
  await edit.getByLabel('Lead time').fill('');
  await edit.getByRole('button', { name: 'Remove main picture' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(TOAST_SAVED_MESSAGE)).toBeVisible();
  await expect(
    products(page).getByRole('link', { name: 'Helical gearbox HG-45', exact: true }),
  ).toBeVisible();
  const edited = await callApi(page, `/product/${String(first!.productID)}`);
  expect(edited.body.data).toMatchObject({ name: 'Helical gearbox HG-45', leadTime: null, mainImage: null });

  // Remove, after the confirmation.
  await products(page).getByRole('button', { name: 'Remove Drive shaft DS-2' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this product?' });
  await expect(dialog).toContainText('Drive shaft DS-2');
  await dialog.getByRole('button', { name: 'Remove product' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${CAP - 1} of ${CAP} products`)).toBeVisible();
  await expect(products(page).getByText('Drive shaft DS-2')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();
});

test('someone who is not an owner or admin of the business is told they may not manage its products', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, '/');
  const { businessID } = await createBusiness(page, 'Ningbo Valves');

  const other = await browser.newPage();
  await signIn(other, `/business/${businessID}/products`, newAccount('Li', 'Wei'));
  await expect(
    other.getByText(
      'You are not allowed to manage the products of this business: only its owner and admins can.',
    ),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await other.close();
});
