import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  fillProfile,
  HANDOFF_TIMEOUT_MS,
  newAccount,
  nextAlert,
  readPortal,
  signIn,
  waitForHydration,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('from /zh/ the account service’s sign-in page is in Chinese, and signing in comes back to /zh/', async ({
  page,
  browser,
}) => {
  test.slow();
  // The person already has an account, made in another browser.
  const account = newAccount();
  const other = await browser.newPage();
  await signIn(other, '/', account);
  await other.close();

  await page.goto('/zh/');
  await waitForHydration(page);
  const portal = await readPortal(page);
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  await page.waitForURL(`${portal.authUrl}/login?**`);
  expect(new URL(page.url()).searchParams.get('lang')).toBe('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page).toHaveTitle(/^登录 \| /);
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();

  // A refusal is in Chinese too, and the page stays in Chinese.
  await page.getByLabel('电子邮箱').fill(account.email);
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('电子邮箱或密码错误。');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

  await page.getByLabel('密码').fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(`${portal.publicUrl}/zh/`, { timeout: HANDOFF_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('userID'))).toBeTruthy();
});

test('/es/profile and its editor are in Spanish, and saving toasts in Spanish', async ({ page }) => {
  test.slow();
  await signIn(page, '/es/profile', newAccount('Lena', 'Vogel'));
  await expect(page).toHaveTitle(/^Mi perfil \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Vogel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre mí' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mis empresas' })).toBeVisible();
  await expect(page.getByText('Todavía no tiene ninguna empresa registrada')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto de perfil de Lena Vogel' })).toBeVisible();

  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/es\/profile\/edit$/);
  await expect(page).toHaveTitle(/^Editar perfil \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Datos del perfil' });
  await expect(form.getByRole('group', { name: 'Información personal' })).toBeVisible();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Lena');
  await expect(form.getByLabel('Apellidos')).toHaveValue('Vogel');
  await expect(form.getByText('Al menos 8 dígitos')).toBeVisible();
  await expect(page.getByText('Cambiar foto de perfil')).toBeVisible();

  // The phone rule stops the save with its alert in Spanish.
  await form.getByLabel('Teléfono móvil').fill('1234');
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  expect(await alert).toBe('Número de teléfono no válido; compruebe el formato (p. ej. + 1 12345678)');
  await form.getByLabel('Teléfono móvil').fill('');

  await form.getByLabel('Ciudad').fill('Valencia');
  await form.getByLabel('Profesión', { exact: true }).fill('Ingeniera');
  await form.getByRole('switch', { name: 'Mostrar mi profesión en mi perfil' }).check();
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos del perfil actualizados correctamente.')).toBeVisible();

  await form.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(page.getByText('Ingeniera')).toBeVisible();
});

test('a public profile in Chinese: its facts, dates and countries in the language, its title too', async ({
  page,
  browser,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/profile');
  const profile = await fillProfile(page);

  const visitor = await browser.newPage();
  const errors = collectConsoleErrors(visitor);
  await visitor.goto(`/zh/profile/${userID}`);
  await waitForHydration(visitor);
  await expect(visitor).toHaveTitle(/^Mei Chen，.*Hanse Pumps GmbH \| /);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
  await expect(visitor.getByText('0 个赞')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '详细信息' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '个人简介' })).toBeVisible();
  await expect(visitor.getByText('1980年5月17日')).toBeVisible();
  await expect(visitor.getByText(`Hamburg, ${profile.stateName}, 德国`)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Mei Chen 的企业' })).toBeVisible();
  await expect(visitor.getByText('Mei 尚未注册任何企业。')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Mei Chen 的头像' })).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.close();
});
