import { expect, test } from '@playwright/test';
import { readPortal } from './support.ts';

test.describe('footer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('has the five link columns with their targets, placeholders pointing to the root', async ({
    page,
  }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      portal.brandName,
      'Our Services',
      'Manufacturers',
      'Distributors',
      'Buyers',
    ]);

    const targets: [string, string][] = [
      ['About us', '/about-us'],
      ['Mission & Vision', '/mission-vision'],
      [`Why ${portal.brandName}`, `/why-${portal.productSlug}`],
      ['Our Network', '/our-network'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Contact Us', '/contact-us'],
      [`Work with ${portal.brandName}`, `/work-with-${portal.productSlug}`],
      ['Advertise with Us', '/advertise-with-us'],
      ['Free B2B Marketing', '/free-marketing'],
      ['Standard Membership', '/membership-standard'],
      ['Gold Membership', '/membership-gold'],
      ['Premium Membership', '/membership-premium'],
      ['Platinum Membership', '/membership-platinum'],
      ['Export to the World', '/b2b-tips/export-to-the-world-tip-0'],
      ['Message Center', '/message-center'],
    ];
    const placeholders = [
      'Developers Zone',
      'Company Verification',
      'Direct Buyer Enquiries',
      'Search Buyers by Countries',
      'Search Manufacturers by Country',
      'Search Suppliers by Country',
      'Search Retailers by Country',
      'B2B Contract Help',
      'Certified Products',
      'Verified Manufacturers',
      'International Logistics',
      'Private Label Industry',
      'Verified Worldwide Suppliers',
      'Certified Products Price List',
    ];
    for (const [name, href] of targets) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of placeholders) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/');
    }
    await expect(footer.getByRole('link')).toHaveCount(targets.length + placeholders.length);
  });

  test('shows the customer-service phone, the languages and the 2000-2020 copyright', async ({ page }) => {
    await page.goto('/industries');
    const portal = await readPortal(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`Customer service: ${portal.phone}`);
    await expect(footer.getByRole('link', { name: portal.phone })).toHaveAttribute(
      'href',
      `tel:${portal.phone.replaceAll(' ', '')}`,
    );
    // Each language is named in itself, and links to this page in it.
    const languages = footer.getByRole('list', { name: 'Languages' }).getByRole('link');
    await expect(languages).toHaveText(['English', 'Español', 'Italiano', '中文']);
    for (const [name, href, hreflang] of [
      ['English', '/industries', 'en'],
      ['Español', '/es/industries', 'es'],
      ['Italiano', '/it/industries', 'it'],
      ['中文', '/zh/industries', 'zh-Hans'],
    ] as const) {
      await expect(languages.filter({ hasText: name })).toHaveAttribute('href', href);
      await expect(languages.filter({ hasText: name })).toHaveAttribute('hreflang', hreflang);
    }
    await expect(languages.filter({ hasText: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(footer).toContainText('2000-2020');
    await expect(footer.getByText(/©\s*2000-2020/)).toBeVisible();
  });
});
