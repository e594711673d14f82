import { businessPath, productPath } from '@b2b/contracts';
import { expect, test } from '@playwright/test';
import {
  commentOn,
  createBusiness,
  createPlainProduct,
  newAccount,
  notificationsButton,
  seriousViolations,
  signIn,
  waitForSignedInApp,
} from './support.ts';

/** Pictures of the open list for a person to review, when asked for. */
const screenshotDir = process.env.SCREENSHOT_DIR;

for (const width of [375, 1280]) {
  test(`a follow and a comment reach the business's header live; opening the list reads them (${width} px)`, async ({
    page,
    browser,
  }) => {
    // Two people sign up through the account service and open pages side by side on a shared machine.
    test.setTimeout(180_000);
    const viewport = { width, height: 900 };
    await page.setViewportSize(viewport);
    await signIn(page, '/', newAccount('Sun', 'Seller'));
    const company = `Lumen Bearings ${width}`;
    const { businessID, industry } = await createBusiness(page, company);
    const productID = await createPlainProduct(page, businessID, industry, 'Roller bearing');
    // The seller comes back with their business made: the header follows its notifications.
    await page.goto('/');
    await waitForSignedInApp(page);
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications');
    await notificationsButton(page).click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByText('You have no notifications.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const fan = await (await browser.newContext({ viewport })).newPage();
    await signIn(fan, businessPath(company, businessID), newAccount('Ada', 'Fan'));
    await waitForSignedInApp(fan);
    const follow = fan.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    // The seller's page was not reloaded: the stream brought the count.
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(notificationsButton(page)).toContainText('1');
    await commentOn(fan, productID, 'Do you have the 6205 size in stock?', 'product');
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications, 2 unread');

    await notificationsButton(page).click();
    const commented = menu.getByRole('menuitem', {
      name: /^Ada Fan commented on your product “Roller bearing”/,
    });
    const followed = menu.getByRole('menuitem', { name: /^Ada Fan followed your business/ });
    await expect(commented).toBeVisible();
    await expect(commented).toContainText('Do you have the 6205 size in stock?');
    await expect(followed).toHaveAttribute('href', businessPath(company, businessID));
    // Opening the list read them: the count is gone, in this tab and on the server.
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications');
    await expect(notificationsButton(page)).not.toContainText(/\d/);
    await expect(commented).toContainText('new');
    expect(await seriousViolations(page)).toEqual([]);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/notifications-${width}.png` });

    await commented.click();
    await expect(page).toHaveURL(productPath(company, 'Roller bearing', productID));
    await expect(page.getByRole('heading', { level: 1, name: 'Roller bearing' })).toBeVisible();
    await expect(notificationsButton(page)).toHaveAccessibleName('Notifications');
    await fan.context().close();
  });
}
