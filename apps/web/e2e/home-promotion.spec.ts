import { expect, test } from '@playwright/test';
import { collectConsoleErrors, readPortal, seriousViolations, waitForHydration } from './support.ts';

test.describe("the home page's promotion", () => {
  test("shows the country's intro video, which loads nothing but its poster until played, and plays", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    await page.goto('/');
    const portal = await readPortal(page);
    await waitForHydration(page);

    const promotion = page.getByRole('region', { name: `Export from ${portal.countryName} to the world` });
    await expect(promotion).toContainText(`reliable ${portal.demonym} suppliers`);
    const video = promotion.locator('video');
    await expect(video).toHaveAttribute('src', portal.introVideoUrl);
    await expect(video).toHaveAttribute('poster', portal.introPosterUrl);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    expect(videoRequests).toEqual([]);

    // What a click on the control does: the film loads and runs.
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(3);
    expect(videoRequests.length).toBeGreaterThan(0);

    await expect(promotion.getByRole('link', { name: 'Need help? Ask our team' })).toHaveAttribute(
      'href',
      '/contact-us/form',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Register Now and Go Global opens the registration with the home page as the address to come back to', async ({
    page,
  }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Register Now and Go Global' }).click();
    await page.waitForURL(`${portal.authUrl}/register?**`);
    const address = new URL(page.url());
    expect(address.searchParams.get('continue')).toBe(`${portal.publicUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
