import { BREAKPOINTS } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdministrator } from './administration-fixtures.ts';
import { collectConsoleErrors, readPortal, signIn } from './support.ts';

const WIDTHS = [375, 768, 992, 1280];
const header = (page: Page) => page.getByRole('banner');

for (const width of WIDTHS) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('logged out: logo, menu button under 992, Login, Register from 992, search bar off the home page', async ({
      page,
    }) => {
      await page.goto('/industries');
      const portal = await readPortal(page);
      const banner = header(page);

      const logo = banner.getByRole('link', { name: portal.brandName });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('href', '/');

      const menuButton = banner.getByRole('button', { name: 'Open menu' });
      if (width < BREAKPOINTS.md) await expect(menuButton).toBeVisible();
      else await expect(menuButton).toBeHidden();

      const continueTarget = encodeURIComponent(`${portal.publicUrl}/industries`);
      const login = banner.getByRole('link', { name: 'Login' });
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute('href', `${portal.authUrl}/login?continue=${continueTarget}`);
      const register = banner.getByRole('link', { name: 'Register', exact: true });
      if (width >= BREAKPOINTS.md) {
        await expect(register).toBeVisible();
        await expect(register).toHaveAttribute(
          'href',
          `${portal.authUrl}/register?continue=${continueTarget}`,
        );
      } else {
        await expect(register).toBeHidden();
      }

      await expect(banner.getByRole('search')).toBeVisible();
      await expect(banner.getByPlaceholder('Search companies and products')).toBeVisible();
      await expect(banner.getByRole('link', { name: 'My Business' })).toHaveCount(0);

      await logo.click();
      await expect(page).toHaveURL('/');
      await expect(banner.getByRole('search')).toHaveCount(0);

      // Nothing in the header may push the page sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('logged in: shortcuts from 768, Messages, Notifications and the account menu', async ({ page }) => {
      await signIn(page, '/industries');
      // A fresh load of a signed-in page: the hydration is what is checked, not the account service's pages.
      const errors = collectConsoleErrors(page);
      await page.reload();
      const banner = header(page);
      await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);

      const shortcuts = [
        ['Home', '/'],
        ['My Business', '/my-business'],
        ['My B2B', '/newsfeed'],
      ] as const;
      for (const [name, href] of shortcuts) {
        const link = banner.getByRole('link', { name, exact: true });
        if (width >= BREAKPOINTS.sm) {
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', href);
        } else {
          await expect(link).toBeHidden();
        }
      }
      await expect(banner.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/my-messages');
      await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Account menu' })).toBeVisible();
      // The server draws every page as a visitor; switching to the session after hydration must not be a mismatch.
      expect(errors).toEqual([]);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('account dropdown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every item of an administrator's menu without scrolling inside it, at every width", async ({
    page,
  }) => {
    // A sign-in and a menu opened at six widths.
    test.slow();
    await signInAsAdministrator(page);
    for (const width of [320, ...WIDTHS]) {
      await page.setViewportSize({ width, height: 800 });
      const button = header(page).getByRole('button', { name: 'Account menu' });
      // Narrower than the desktop layout, the account's links live in the mobile menu instead.
      if (!(await button.isVisible())) continue;
      await button.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        'My profile',
        'Favorite Business',
        'Requests for quotation',
        'Need help?',
        'Administration',
        'Logout',
      ]);
      const scrolls = await menu.evaluate((list) => list.scrollHeight > list.clientHeight);
      expect(scrolls, `the menu scrolls at ${width} px`).toBe(false);
      const box = (await menu.boundingBox())!;
      for (const item of await menu.getByRole('menuitem').all()) {
        const itemBox = (await item.boundingBox())!;
        expect(itemBox.y + itemBox.height, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(
          box.y + box.height,
        );
      }
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
  });

  test('offers My profile, Favorite Business, Need help? and Logout; Logout ends the session and goes home', async ({
    page,
  }) => {
    await signIn(page, '/industries');
    const portal = await readPortal(page);
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My profile',
      'Favorite Business',
      'Requests for quotation',
      'Need help?',
      'Logout',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Need help?' })).toHaveAttribute(
      'href',
      '/contact-us/form',
    );
    await expect(menu.getByRole('menuitem', { name: 'Favorite Business' })).toHaveAttribute(
      'href',
      '/favorites',
    );

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const logoutCall = page.waitForRequest(
      (request) => request.url() === `${portal.authUrl}/logout` && request.method() === 'POST',
    );
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    const call = await logoutCall;
    expect(await call.headerValue('authorization')).toBe(`Bearer ${token}`);
    expect(await call.headerValue('x-refresh-token')).toBe(refreshToken);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('Notifications opens an empty list', async ({ page }) => {
    await signIn(page, '/');
    await header(page).getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('menu')).toContainText('You have no notifications.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
