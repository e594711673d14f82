import { businessPath } from '@b2b/contracts';
import { expect, test } from '@playwright/test';
import { callApi, createBusiness, readPortal, signIn, waitForHydration } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// Each test signs a new person up through the account service first.
test.beforeEach(() => test.slow());

test('the create form in Spanish: labels, title, the incomplete toast and the contract’s messages in Spanish', async ({
  page,
}) => {
  await signIn(page, '/es/business/create');
  await waitForHydration(page);
  const portal = await readPortal(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(new RegExp(`^Cree el perfil de su empresa \\| ${portal.brandName} `));
  await expect(page.getByRole('heading', { level: 1, name: 'Cree el perfil de su empresa' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Cree el perfil de su empresa' });
  await expect(form.getByRole('group', { name: 'Categorías industriales' })).toBeVisible();
  await expect(form.getByLabel('Sector', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Tipo de empresa')).toBeVisible();
  await expect(form.getByLabel('Descripción breve')).toHaveAttribute('placeholder', 'Escriba aquí...');
  await expect(form.getByRole('button', { name: 'Subir foto de perfil' })).toBeVisible();

  await form.getByLabel('Nombre de la empresa').fill('Válvulas del Norte');
  await form.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(
    page.getByText('Complete toda la información obligatoria para crear el perfil de su empresa.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/es\/business\/create$/);
  await expect(form.getByText('Elija al menos una categoría industrial')).toBeVisible();
  await expect(form.getByText('Escriba una descripción breve')).toBeVisible();
  await expect(form.getByText('Elija el país')).toBeVisible();
  await expect(form.getByText('Write a short description')).toHaveCount(0);
});

test('My Business in Chinese, with its card, the editor’s tabs and its saved toast, and the members page', async ({
  page,
}) => {
  await signIn(page, '/zh/my-business');
  const portal = await readPortal(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page).toHaveTitle(new RegExp(`^我的企业 \\| ${portal.brandName} `));
  await expect(page.getByRole('heading', { level: 1, name: '我的企业' })).toBeVisible();
  await expect(page.getByText('您还没有注册任何企业')).toBeVisible();
  await expect(page.getByRole('link', { name: '创建企业资料' })).toBeVisible();

  const { businessID } = await createBusiness(page, 'Ningbo Gearworks');
  await page.reload();
  const card = page.getByRole('article', { name: 'Ningbo Gearworks' });
  await expect(card.getByRole('list', { name: '状态' })).toContainText('未认证');
  await expect(card.getByRole('list', { name: '状态' })).toContainText('所有者');
  await expect(card.getByRole('link', { name: '管理企业' })).toBeVisible();
  await expect(card.getByRole('link', { name: '以买家身份查看' })).toBeVisible();
  await expect(page.getByRole('link', { name: '再创建一个企业资料' })).toBeVisible();

  await page.goto(`/zh/business/${businessID}/edit/general`);
  await waitForHydration(page);
  await expect(page).toHaveTitle(new RegExp(`^编辑企业资料 \\| ${portal.brandName} `));
  await expect(page.getByRole('heading', { level: 1, name: '编辑企业资料' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: '资料栏目' })).toContainText('贸易能力');
  await page.getByLabel('成立年份').fill('1700');
  await page.getByRole('button', { name: '保存更改' }).click();
  await expect(page.getByText('成立年份须晚于 1800 年', { exact: true })).toBeVisible();
  await page.getByLabel('成立年份').fill('1998');
  await page.getByRole('button', { name: '保存更改' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await page.goto(`/zh/business/${businessID}/members`);
  await expect(page).toHaveTitle(new RegExp(`^企业成员 \\| ${portal.brandName} `));
  await expect(page.getByRole('heading', { level: 1, name: '成员' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ningbo Gearworks 的人员' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '待处理的邀请' })).toBeVisible();
  await expect(page.getByText('暂无内容。')).toBeVisible();
  await expect(page.getByRole('button', { name: '发送邀请' })).toBeVisible();
});

test('a business page in Chinese and Spanish: its title before its data (an unknown business), then a business’s own', async ({
  page,
}) => {
  const missing = await page.goto('/zh/business/no-such-company-123');
  expect(missing?.status()).toBe(404);
  const portal = await readPortal(page);
  const regionIn = (language: string) =>
    new Intl.DisplayNames([language], { type: 'region' }).of(portal.countryCode) ?? '';
  const site = { zh: `${portal.brandName} ${regionIn('zh')}`, es: `${portal.brandName} ${regionIn('es')}` };
  await expect(page).toHaveTitle(`企业 | ${site.zh}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${site.zh} 上的企业。`);
  await expect(page.getByRole('link', { name: site.zh, exact: true }).first()).toBeVisible();
  await page.goto('/es/business/no-such-company-123');
  await expect(page).toHaveTitle(`Empresa | ${site.es}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `Una empresa en ${site.es}.`,
  );

  await signIn(page, '/');
  const { businessID } = await createBusiness(page, 'Wuxi Bearings');
  await page.goto(`/zh${businessPath('Wuxi Bearings', businessID)}`);
  await expect(page).toHaveTitle(`Wuxi Bearings | ${site.zh}`);
  await expect(page.getByRole('list', { name: '会员资格' })).toContainText('标准');
  await expect(page.getByRole('list', { name: '会员资格' })).not.toContainText('STANDARD');

  // The coded lists of its terms and trade, named in the page's language.
  const saved = await callApi(page, `/business/profile/${businessID}`, {
    method: 'PUT',
    body: {
      tradeCapabilities: { markets: ['WE', 'SEA'] },
      businessTerms: {
        acceptedDeliveryTerms: ['FOB'],
        packagingTypes: ['PALLET'],
        acceptedPaymentTypes: ['TT'],
      },
    },
  });
  expect(saved.status).toBe(200);
  await page.goto(`/zh${businessPath('Wuxi Bearings', businessID)}`);
  for (const name of ['西欧', '东南亚', 'FOB（船上交货）', '托盘', 'T/T（电汇）'])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.goto(`/es${businessPath('Wuxi Bearings', businessID)}`);
  for (const name of ['Europa Occidental', 'FOB (Franco a bordo)', 'Palé', 'T/T (Transferencia telegráfica)'])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
});
