import { expect, test } from '@playwright/test';
import type { PortalConfig } from '@b2b/contracts';
import { INDUSTRY_NAMES, industrySearchHref, readPortal } from './support.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives with its title and all fifteen industries', async ({ page }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    await expect(page).toHaveTitle(
      `${portal.brandName} ${portal.countryName} | ${portal.demonym} Manufacturers, Suppliers and Exporters`,
    );
    const html = await page.content();
    for (const name of INDUSTRY_NAMES) {
      expect(html).toContain(name.replaceAll('&', '&amp;'));
      expect(html).toContain(`href="${industrySearchHref(name).replaceAll('&', '&amp;')}"`);
    }
    await expect(
      page.locator('article[data-industry-key]').getByRole('heading', { level: 3, includeHidden: true }),
    ).toHaveText(INDUSTRY_NAMES);
  });

  test('the View more toggles still work', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('details[data-view-more-panel]');
    await panel.locator(':scope > summary').click();
    await expect(page.locator('article[data-industry-key="0015"]')).toBeVisible();
    await expect(panel.locator(':scope > summary')).toHaveText('View less', { useInnerText: true });
  });

  test("a card's View more points to its industry on /industries, which lists every category", async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('article[data-industry-key="0001"]');
    await card.getByText('View more').click();
    await card.getByRole('link', { name: 'Every Automation category' }).click();
    await expect(page).toHaveURL(/\/industries#industry-0001$/);
    await expect(page.locator('#industry-0001').getByRole('heading', { level: 3 })).toHaveCount(10);
  });

  // The header's country list fills when it is opened, which takes JavaScript: without it the header searches every
  // country, and the results page's own country filter (listed in its HTML) narrows them.
  test('the header search bar still searches, and the results narrow to a country', async ({ page }) => {
    await page.goto('/industries');
    const form = page.getByRole('search');
    await form.getByLabel('Business type').selectOption('IM');
    await expect(form.getByLabel('Country')).toHaveValue('global');
    await form.getByPlaceholder('Search companies and products').fill('gear pumps & motors');
    await form.getByPlaceholder('Search companies and products').press('Enter');
    await expect(page).toHaveURL(
      /\/search-result\?business=IM&countries=global&search=gear(\+|%20)pumps(\+|%20)%26(\+|%20)motors$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for gear pumps & motors');

    await page.getByRole('main').getByLabel('Country').selectOption('CN');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(
      /\/search-result\?business=IM&countries=CN&search=gear(\+|%20)pumps(\+|%20)%26(\+|%20)motors$/,
    );
  });
});

/** The company and marketing pages: where each is, its title and heading, and a sentence of its main text. */
const COMPANY_PAGES = [
  {
    path: () => '/about-us',
    title: 'About Us',
    heading: (p: PortalConfig) => `About ${p.brandName}`,
    text: 'was created in 2000 in the United States',
  },
  {
    path: () => '/mission-vision',
    title: 'Mission & Vision',
    heading: () => 'Mission & Vision',
    text: 'Six values shape our decisions',
  },
  {
    path: (p: PortalConfig) => `/why-${p.productSlug}`,
    title: 'Why B2B Industrial',
    heading: (p: PortalConfig) => `Why ${p.brandName}`,
    text: 'Connected to 25 markets at once',
  },
  {
    path: () => '/our-network',
    title: 'Our Network',
    heading: () => 'Our Network',
    text: 'Each portal is written for the companies and buyers of its country.',
  },
  {
    path: () => '/contact-us',
    title: 'Contact Us',
    heading: () => 'Contact Us',
    text: 'We reply to every message within 24 hours.',
  },
  {
    path: () => '/advertise-with-us',
    title: 'Advertise with Us',
    heading: () => 'Advertise with Us',
    text: 'Our visitors are importers, distributors, wholesalers and purchasing managers',
  },
  {
    path: () => '/free-marketing',
    title: 'Free B2B Marketing',
    heading: () => 'Free B2B Marketing',
    text: 'the Standard membership is free',
  },
  {
    path: (p: PortalConfig) => `/work-with-${p.productSlug}`,
    title: 'Work with B2B Industrial',
    heading: (p: PortalConfig) => `Work with ${p.brandName}`,
    text: 'Representatives present',
  },
];

test.describe('the company pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('arrive with their title, description, main text and breadcrumbs', async ({ page }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    for (const content of COMPANY_PAGES) {
      const path = content.path(portal);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(`${content.title} | ${portal.brandName} ${portal.countryName}`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      // The country's words are in every description, so each portal's page reads as its own.
      expect(description, path).toMatch(new RegExp(`${portal.demonym}|${portal.countryName}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, portal.publicUrl).toString(),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading(portal));
      await expect(page.getByRole('main')).toContainText(content.text);

      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[] };
      const breadcrumbs = jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList');
      expect(breadcrumbs?.itemListElement, path).toEqual([
        expect.objectContaining({ name: portal.brandName, item: new URL('/', portal.publicUrl).toString() }),
        expect.objectContaining({
          name: content.heading(portal),
          item: new URL(path, portal.publicUrl).toString(),
        }),
      ]);
    }
  });
});
