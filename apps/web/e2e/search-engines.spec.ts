import { expect, test, type APIRequestContext } from '@playwright/test';

const locationsIn = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function xml(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  return response.text();
}

test("robots.txt is the portal's own, not the home page, and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).not.toContain('<html');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the first address of every kind of child sitemap opens its page, whose canonical link is that address', async ({
  request,
}) => {
  const children = locationsIn(await xml(request, '/sitemap.xml'));
  for (const kind of ['pages', 'businesses-1', 'products-1', 'profiles-1']) {
    const child = children.find((loc) => loc.endsWith(`/sitemaps/${kind}.xml`));
    expect(child, kind).toBeDefined();
    const pages = locationsIn(await xml(request, new URL(child!).pathname));
    // The industries page and the first industry's search, past the home page.
    for (const page of kind === 'pages' ? pages.slice(1, 3) : pages.slice(0, 1)) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(await response.text())?.[1];
      expect(canonical?.replaceAll('&amp;', '&'), page).toBe(page);
    }
  }
});
