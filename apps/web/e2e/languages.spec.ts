import { expect, test } from '@playwright/test';
import { businessPath } from '@b2b/contracts';
import { createBusiness, readPortal, seriousViolations, signIn, waitForHydration } from './support.ts';

test.describe('languages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the footer switches to Chinese, which stays while moving around and on a later visit, then back to English', async ({
    page,
    context,
  }) => {
    // Five page loads, three of them hydrated.
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    const languages = page.getByRole('contentinfo').getByRole('list', { name: 'Languages' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');

    await languages.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(banner.getByRole('link', { name: '注册' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: '页脚' }).getByRole('heading')).toContainText([
      '我们的服务',
      '制造商',
      '分销商',
      '采购商',
    ]);
    await expect(
      footer.getByRole('list', { name: '语言' }).getByRole('link', { name: '中文' }),
    ).toHaveAttribute('aria-current', 'page');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('zh');

    // Inside the app: the sidebar's router link and the footer's plain links keep the prefix.
    await waitForHydration(page);
    await page.getByRole('navigation', { name: '所有类目' }).getByRole('link', { name: '所有类目' }).click();
    await expect(page).toHaveURL(/\/zh\/industries$/);
    await expect(page.getByRole('banner').getByRole('searchbox', { name: '搜索企业和产品' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: '黄金会员' }).click();
    await expect(page).toHaveURL(/\/zh\/membership-gold$/);
    await expect(page.getByRole('contentinfo')).toContainText('客服热线：');
    const portal = await readPortal(page);
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `${portal.authUrl}/login?continue=${encodeURIComponent(`${portal.publicUrl}/zh/membership-gold`)}&lang=zh`,
    );

    // An address without the prefix opens in the language the cookie keeps.
    await page.goto('/industries');
    await expect(page).toHaveURL(/\/zh\/industries$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();

    await waitForHydration(page);
    await page
      .getByRole('contentinfo')
      .getByRole('list', { name: '语言' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/industries$/);
    expect(new URL(page.url()).pathname).toBe('/industries');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the mobile menu opens in the page’s language', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/it/industries');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Settori' })).toHaveAttribute('href', '/it/industries');
    await expect(menu.getByRole('link', { name: 'Accedi' })).toBeVisible();
  });

  test('the home page’s own texts are in Chinese', async ({ page }) => {
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { name: '最新注册企业' })).toBeVisible();
    const industries = page.getByRole('region', { name: '按行业浏览' });
    await expect(industries).toContainText('按行业、类目和产品类型查找制造商和供应商。');
    const card = industries.getByRole('article').first();
    await waitForHydration(page);
    await card.getByText('查看更多').click();
    await expect(card.getByText('收起')).toBeVisible();
  });

  test('a business page in Chinese: its sections, buttons and facts, the company name as written', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Ningbo Valve Works');
    await page.goto(`/zh${businessPath('Ningbo Valve Works', businessID)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1, name: 'Ningbo Valve Works' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '基本信息' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '资质证书' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: '企业操作' }).getByRole('link', { name: '企业档案' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '关注' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '企业概况' })).toContainText('经营模式');
  });

  test('a Chinese page has no serious accessibility violation', async ({ page }) => {
    // The industries page's two hundred links make axe's pass long on a busy machine.
    test.slow();
    await page.goto('/zh/industries');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('without JavaScript, a Spanish address arrives in Spanish with its language and its other languages named', async ({
  request,
}) => {
  const response = await request.get('/es/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="es">/);
  expect(html).toContain('Iniciar sesión');
  expect(html).toContain('Todas las categorías');
  expect(html).toContain('Atención al cliente:');
  const origin = new URL(response.url()).origin;
  for (const [hreflang, path] of [
    ['en', '/'],
    ['es', '/es/'],
    ['it', '/it/'],
    ['zh-Hans', '/zh/'],
    ['x-default', '/'],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${path}" />`);
  }
  expect(html).toContain(`<link rel="canonical" href="${origin}/es/" />`);
});

test('a crawler without the cookie gets the address’s language; a person with it is redirected, by a Vary: Cookie answer', async ({
  request,
}) => {
  const plain = await request.get('/industries', { maxRedirects: 0 });
  expect(plain.status()).toBe(200);
  expect(plain.headers().vary).toContain('Cookie');
  const chosen = await request.get('/industries?page=1', { maxRedirects: 0, headers: { cookie: 'lang=it' } });
  expect(chosen.status()).toBe(302);
  expect(chosen.headers().location).toBe('/it/industries?page=1');
  expect(chosen.headers().vary).toContain('Cookie');
});
