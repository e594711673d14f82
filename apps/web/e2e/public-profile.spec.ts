import { expect, test } from '@playwright/test';
import { collectConsoleErrors, fillProfile, signIn } from './support.ts';

test('a public profile arrives rendered: name in the title, presentation as description, content in the HTML', async ({
  page,
  browser,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/profile');
  const profile = await fillProfile(page);

  const response = await page.request.get(`/profile/${userID}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Mei Chen, [^<]*Hanse Pumps GmbH \| B2B Industrial/);
  expect(html).toContain(`<meta name="description" content="${profile.briefPresentation}"`);
  expect(html).toMatch(/<h1[^>]*>Mei Chen<\/h1>/);
  expect(html).toContain('Hanse Pumps GmbH');
  expect(html).toContain('"@type":"ProfilePage"');

  // A visitor, in a browser without the owner's session, sees the same page and it hydrates cleanly.
  const visitor = await browser.newPage();
  const errors = collectConsoleErrors(visitor);
  await visitor.goto(`/profile/${userID}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
  await expect(visitor.getByText('Mechanical engineer')).toBeVisible();
  await expect(visitor.getByText(profile.briefPresentation)).toBeVisible();
  await expect(visitor.getByText('May 17, 1980')).toBeVisible();
  await expect(visitor.getByText('Hamburg, ' + profile.stateName + ', Germany')).toBeVisible();
  await expect(visitor.getByText('Mei has no business registered yet.')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Profile photo of Mei Chen' })).toHaveAttribute(
    'src',
    '/images/default-profile.svg',
  );
  expect(errors).toEqual([]);
  await visitor.close();
});

for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-user-id']) {
  test(`/profile/${id} answers 404 with a not-found message`, async ({ page }) => {
    const response = await page.goto(`/profile/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
}
