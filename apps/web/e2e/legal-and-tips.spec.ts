import { B2B_TIPS, b2bTipPath, type B2bTip } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import type { ContentPage } from '../src/components/content/content-page.ts';
import { B2B_TIP_PAGES } from '../src/content/en/b2b-tips/index.ts';
import { privacyPolicy } from '../src/content/en/privacy-policy.ts';
import { termsAndConditions } from '../src/content/en/terms-and-conditions.ts';
import { tipsFooter } from '../src/content/en/b2b-tips/tips-footer.ts';
import { readPortal, seriousViolations, waitForHydration } from './support.ts';

// The unit tests hold the sections to the specification's list; here the page must show the content's.
const headingsOf = (page: ContentPage) => page.sections.map((section) => section.heading!);
const TERMS_SECTIONS = headingsOf(termsAndConditions);
const PRIVACY_SECTIONS = headingsOf(privacyPolicy);

/** Each tip's heading and a sentence of its own, as a reader sees them. */
const TIPS: Record<B2bTip, { heading: string; text: string }> = {
  'export-to-the-world-tip-0': {
    heading: 'Export to the World',
    text: 'Do not try to sell everywhere at once.',
  },
  'how-to-create-export-system-tip-1': {
    heading: 'How to Start an Export Business',
    text: 'Choose a reliable freight forwarder early.',
  },
  'industrial-marketing-tip-2': {
    heading: 'Industrial Export Marketing',
    text: 'Decide what you want to be known for in each market.',
  },
  'distribution-network-tip-3': {
    heading: 'Creating a Distribution Network Abroad',
    text: 'A distributor buys your products, keeps them in stock and resells them in its territory',
  },
  'international-buyers-tip-4': {
    heading: 'The Industrial Buyer',
    text: 'Winning a new industrial customer costs far more than keeping one.',
  },
  'qualified-exporting-companies-tip-5': {
    heading: 'The Qualified Exporter',
    text: 'Certifications are the first filter.',
  },
  'best-products-for-export-tip-6': {
    heading: 'The Best Products for Export',
    text: 'In private label manufacturing, you produce goods that your customer sells under its own brand.',
  },
};

/** Follows a link of the home page's footer, as a visitor does. */
async function openFromFooter(page: Page, name: string) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name }).click();
}

/** The page shows its top: opened from a link at the bottom of another, it did not keep that scroll position. */
async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe('legal pages and tips in the browser', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the footer opens the terms, whose contents lead to each section', async ({ page }) => {
    await openFromFooter(page, 'Terms and Conditions');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText('Effective October 21, 2019')).toBeVisible();
    await expectAtTop(page);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveText(TERMS_SECTIONS);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Contents',
      ...TERMS_SECTIONS,
    ]);
    const portal = await readPortal(page);
    await expect(page.getByText(`${portal.brandName} Germany: https://de.b2b-industrial.com`)).toBeVisible();
    await expect(page.getByText('Premium: US$ 2650.00 a year, paid in advance')).toBeVisible();

    await contents.getByRole('link', { name: '8. Limitation of liability' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions#limitation-of-liability$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '8. Limitation of liability' }),
    ).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the footer opens the privacy policy with its nine sections', async ({ page }) => {
    await openFromFooter(page, 'Privacy Policy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectAtTop(page);
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText(
      PRIVACY_SECTIONS,
    );
    await expect(page.getByText('We do not sell your personal information.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the policy opened at an anchor shows that section', async ({ page }) => {
    await page.goto('/privacy-policy#cookies');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();
  });

  test('from the footer to the first tip, then through the tips footer to every other tip', async ({
    page,
  }) => {
    // Seven pages, each with its accessibility check.
    test.setTimeout(120_000);
    await openFromFooter(page, 'Export to the World');

    for (const [index, tip] of B2B_TIPS.entries()) {
      await expect(page).toHaveURL(new RegExp(`${b2bTipPath(tip)}$`));
      await expect(page.getByRole('heading', { level: 1, name: TIPS[tip].heading })).toBeVisible();
      await expect(page.getByText(TIPS[tip].text)).toBeVisible();
      await expectAtTop(page);
      const moreTips = page.getByRole('navigation', { name: 'More B2B tips' });
      await expect(moreTips.getByRole('link')).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);

      const next = B2B_TIPS[index + 1];
      if (next) {
        const link = moreTips.getByRole('link', { name: TIPS[next].heading });
        await link.scrollIntoViewIfNeeded();
        await link.click();
      }
    }
  });

  test('the products tip ranks the 50 most exported categories', async ({ page }) => {
    await page.goto(b2bTipPath('best-products-for-export-tip-6'));
    const section = page.getByRole('region', { name: 'The 50 most exported product categories' });
    const ranking = section.getByRole('list');
    await expect(ranking.getByRole('listitem')).toHaveCount(50);
    await expect(ranking.getByRole('listitem').first()).toHaveText(
      'Electrical machinery and electronic equipment',
    );
    expect(await ranking.evaluate((list) => list.tagName)).toBe('OL');
  });

  test("a tip's call to action leads to the membership packages and to registration", async ({ page }) => {
    await page.goto(b2bTipPath('industrial-marketing-tip-2'));
    await waitForHydration(page);
    const action = page.getByRole('region', { name: tipsFooter.callToAction.heading });
    await expect(action.getByRole('link', { name: 'Register free' })).toHaveAttribute('href', /register/);
    await action.getByRole('link', { name: 'See the membership packages' }).click();
    await expect(page).toHaveURL(/\/membership-gold$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gold Membership' })).toBeVisible();
  });

  test('on a phone every page fits the screen, without scrolling sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/terms-and-conditions', '/privacy-policy', ...B2B_TIPS.map(b2bTipPath)]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });

  test('an unknown tip is an unknown address: it falls back to the home page', async ({ page }) => {
    await page.goto('/b2b-tips/export-to-the-moon-tip-9');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('legal pages and tips without JavaScript', () => {
  const PAGES = [
    {
      path: '/terms-and-conditions',
      title: 'Terms and Conditions',
      text: 'These terms govern your use of',
      article: false,
    },
    {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      text: 'We do not sell your personal information.',
      article: false,
    },
    ...B2B_TIPS.map((tip) => ({
      path: b2bTipPath(tip),
      title: B2B_TIP_PAGES[tip].title,
      text: TIPS[tip].text,
      article: true,
    })),
  ];

  for (const { path, title, text, article } of PAGES) {
    test(`${path} arrives with its head, its text and its structured data`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const decode = (s: string) =>
        s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
      expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+ China</title>`));
      expect(html).toMatch(/<meta name="description" content="[^"]*Chin[^"]+"/);
      expect(decode(html)).toContain(text);
      expect(html).toContain(`<link rel="canonical" href="`);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as { '@graph': { '@type': string; datePublished?: string }[] },
      );
      const types = jsonLd.flatMap((data) => data['@graph'].map((node) => node['@type']));
      expect(types).toContain('BreadcrumbList');
      if (article) {
        expect(types).toContain('Article');
        const articleLd = jsonLd
          .flatMap((data) => data['@graph'])
          .find((node) => node['@type'] === 'Article');
        expect(articleLd?.datePublished).toBe('2019-10-21');
      } else {
        expect(types).not.toContain('Article');
      }
    });
  }

  test('an address in other letters or with a trailing slash is the same page, named by its canonical address', async ({
    request,
    baseURL,
  }) => {
    for (const [path, canonical] of [
      ['/Privacy-Policy/', '/privacy-policy'],
      ['/B2B-Tips/Distribution-Network-Tip-3/', '/b2b-tips/distribution-network-tip-3'],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical}"`));
      expect(html).not.toContain(`${baseURL}${path}`);
    }
  });
});
