import {
  businessPath,
  contentPagePaths,
  industrySearchUrl,
  membershipPackagePath,
  productPath,
  profilePath,
  SUBSCRIPTIONS,
  type ErrorEnvelope,
} from '@b2b/contracts';
import { asc, count, tables } from '@b2b/db';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, referenceCategories } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createProduct } from '../../test/product-factory.ts';
import { sitemapRepository } from './sitemap.repository.ts';

const PUBLIC_URL = 'https://portal.example.com';
/** Small pages, so that a handful of rows fills several child sitemaps. */
const PAGE_SIZE = 2;
/** Not the default, so the test shows the sitemap takes the portal's own word. */
const PRODUCT_SLUG = 'valves';

const { app, database, tokens } = await useTestApp({
  env: { PUBLIC_URL, SITEMAP_PAGE_SIZE: String(PAGE_SIZE), PRODUCT_SLUG },
});
const owner = await tokens.signIn();

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const absolute = (path: string) => new URL(path, PUBLIC_URL).toString();
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** The document's `<loc>`s (of `<url>` or `<sitemap>`), after checking it is well-formed XML. */
function locationsOf(xml: string): { loc: string; lastmod?: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml) as {
    urlset?: { url?: { loc: string; lastmod?: string }[] };
    sitemapindex?: { sitemap?: { loc: string }[] };
  };
  return parsed.urlset?.url ?? parsed.sitemapindex?.sitemap ?? [];
}

async function childSitemaps(): Promise<string[]> {
  const index = await get('/sitemap.xml');
  expect(index.statusCode, index.body).toBe(200);
  return locationsOf(index.body).map(({ loc }) => loc);
}

/** Every `<url>` of every child sitemap the index lists. */
async function everyUrl(): Promise<{ loc: string; lastmod?: string }[]> {
  const urls = [];
  for (const child of await childSitemaps()) {
    const response = await get(new URL(child).pathname);
    expect(response.statusCode, response.body).toBe(200);
    urls.push(...locationsOf(response.body));
  }
  return urls;
}

const rowsOf = async (table: typeof tables.businesses | typeof tables.products | typeof tables.users) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('GET /robots.txt', () => {
  it('is plain text that lets crawlers read the public pages only and names the sitemap by its absolute URL', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);

    const robots = robotsParser(absolute('/robots.txt'), response.body);
    expect(robots.getSitemaps()).toEqual([`${PUBLIC_URL}/sitemap.xml`]);
    const id = '0b7c2e1a-3f4d-4e5b-8a6c-7d8e9f0a1b2c';
    const crawlable = [
      '/',
      '/industries',
      industrySearchUrl('Machinery'),
      businessPath('Shenzhen Precision Parts', id),
      // A company named like a signed-in page keeps its public page.
      businessPath('create', id),
      productPath('Shenzhen Precision Parts', 'Ball valve DN50', id),
      profilePath(id),
      '/files/demo/logo.webp',
      '/zh/',
      '/es/industries',
      `/it${businessPath('create', id)}`,
      `/zh${profilePath(id)}`,
    ];
    for (const path of crawlable) expect(robots.isAllowed(absolute(path), 'Googlebot'), path).toBe(true);
    const signedIn = [
      '/api/business/profile/my-list',
      '/profile',
      '/profile/edit',
      '/my-business',
      '/favorites',
      '/newsfeed',
      '/my-messages',
      '/business/create',
      `/business/${id}/edit/general`,
      `/business/${id}/members`,
      `/business/${id}/products`,
      `/business/${id}/products/new`,
      `/business/${id}/send-request`,
      `/business/${id}/membership`,
      `${businessPath('Shenzhen Precision Parts', id)}?editMode=1`,
      '/SetID/?token=abc&continue=%2F',
    ];
    for (const path of signedIn) {
      const pages = path.startsWith('/api/') ? [path] : [path, `/es${path}`, `/zh${path}`];
      for (const address of pages)
        expect(robots.isDisallowed(absolute(address), 'Googlebot'), address).toBe(true);
    }
  });
});

describe('GET /sitemap.xml', () => {
  beforeAll(async () => {
    // Five businesses (three pages of two), three products (two pages), and their owners' profiles.
    for (let n = 0; n < 5; n += 1) {
      const business = await createBusiness(app, n < 3 ? owner : await tokens.signIn(), {
        companyName: `Sitemap Company ${n}`,
      });
      if (n < 3) await createProduct(app, owner, business.businessID, { name: `Valve ${n}` });
    }
  });

  it('is an index of the fixed pages and of as many child sitemaps of each kind as the page size needs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const pages = (rows: number) => Math.ceil(rows / PAGE_SIZE);
    const businesses = pages(await rowsOf(tables.businesses));
    const products = pages(await rowsOf(tables.products));
    const profiles = pages(await rowsOf(tables.users));
    expect(businesses).toBeGreaterThanOrEqual(3);
    expect(products).toBeGreaterThanOrEqual(2);
    const numbered = (kind: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${PUBLIC_URL}/sitemaps/${kind}-${i + 1}.xml`);
    expect(await childSitemaps()).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      ...numbered('businesses', businesses),
      ...numbered('products', products),
      ...numbered('profiles', profiles),
    ]);
  });

  it('lists every business, product and profile once, with its public address and its last change', async () => {
    const urls = await everyUrl();
    const locations = urls.map(({ loc }) => loc);
    expect(new Set(locations).size).toBe(locations.length);

    const businesses = await database.db.select().from(tables.businesses);
    for (const business of businesses) {
      const url = urls.find(({ loc }) => loc === absolute(businessPath(business.companyName, business.id)));
      expect(url?.lastmod).toBe(business.updatedAt.toISOString());
    }
    const products = await database.db.select().from(tables.products);
    for (const product of products) {
      const company = businesses.find((b) => b.id === product.businessID)!.companyName;
      expect(locations).toContain(absolute(productPath(company, product.name, product.id)));
    }
    const people = await database.db.select({ id: tables.users.id }).from(tables.users);
    for (const person of people) expect(locations).toContain(absolute(profilePath(person.id)));
    expect(urls.length).toBe(businesses.length + products.length + people.length + (await fixedPageCount()));
  });

  it('lists the home page, the industries page and the search page of every industry and category', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    const locations = locationsOf(response.body).map(({ loc }) => loc);
    const categories = await referenceCategories(app);
    expect(locations.slice(0, 2)).toEqual([absolute('/'), absolute('/industries')]);
    expect(locations).toContain(absolute(industrySearchUrl(categories[0]!.industryName)));
    for (const category of categories)
      expect(locations).toContain(absolute(industrySearchUrl(category.name)));
  });

  it("lists the pages of written content and the four membership packages, with the portal's product word", async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    const locations = locationsOf(response.body).map(({ loc }) => loc);
    expect(locations).toEqual(expect.arrayContaining(contentPagePaths(PRODUCT_SLUG).map(absolute)));
    expect(locations).toContain(absolute(`/why-${PRODUCT_SLUG}`));
    expect(locations).toContain(absolute('/b2b-tips/best-products-for-export-tip-6'));
    for (const level of SUBSCRIPTIONS) expect(locations).toContain(absolute(membershipPackagePath(level)));
    expect(locations).toContain(absolute('/membership-platinum'));
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('names every page in each language of the interface, the English address as x-default', async () => {
    const withLinks = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    });
    type Entry = { loc: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] };
    const entriesOf = async (path: string) => {
      const response = await get(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(XMLValidator.validate(response.body)).toBe(true);
      expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      return (withLinks.parse(response.body) as { urlset: { url: Entry[] } }).urlset.url;
    };
    const languagesOf = (entry: Entry | undefined) =>
      entry?.['xhtml:link']?.map(({ rel, hreflang, href }) => [rel, hreflang, href]);
    const everyLanguage = (path: string, english = path) => [
      ['alternate', 'en', absolute(english)],
      ['alternate', 'es', absolute(`/es${path}`)],
      ['alternate', 'it', absolute(`/it${path}`)],
      ['alternate', 'zh-Hans', absolute(`/zh${path}`)],
      ['alternate', 'x-default', absolute(english)],
    ];

    const pages = await entriesOf('/sitemaps/pages.xml');
    const at = (path: string) => pages.find((entry) => entry.loc === absolute(path));
    expect(languagesOf(at('/about-us'))).toEqual(everyLanguage('/about-us'));
    expect(languagesOf(at('/terms-and-conditions'))).toEqual(everyLanguage('/terms-and-conditions'));
    expect(languagesOf(at('/b2b-tips/export-to-the-world-tip-0'))).toEqual(
      everyLanguage('/b2b-tips/export-to-the-world-tip-0'),
    );
    expect(languagesOf(at(`/why-${PRODUCT_SLUG}`))).toEqual(everyLanguage(`/why-${PRODUCT_SLUG}`));
    expect(languagesOf(at('/'))).toEqual(everyLanguage('/'));
    for (const entry of pages) expect(languagesOf(entry), entry.loc).toHaveLength(5);

    const [business] = await entriesOf('/sitemaps/businesses-1.xml');
    const path = new URL(business!.loc).pathname;
    expect(languagesOf(business)).toEqual(everyLanguage(path));
  });

  it('lists a business and a product as soon as they are created, and forgets a deleted product', async () => {
    const business = await createBusiness(app, owner, { companyName: 'Brand New Pumps' });
    const productID = await createProduct(app, owner, business.businessID, { name: 'Gear pump GP-7' });
    let locations = (await everyUrl()).map(({ loc }) => loc);
    expect(locations).toContain(absolute(businessPath('Brand New Pumps', business.businessID)));
    const productUrl = absolute(productPath('Brand New Pumps', 'Gear pump GP-7', productID));
    expect(locations).toContain(productUrl);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/product/${productID}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    locations = (await everyUrl()).map(({ loc }) => loc);
    expect(locations).not.toContain(productUrl);
  });

  it('escapes what XML reserves in the addresses', async () => {
    const business = await createBusiness(app, owner, { companyName: `O'Neil & Sons <"Valves">` });
    const expected = absolute(businessPath(`O'Neil & Sons <"Valves">`, business.businessID));
    const urls = await everyUrl();
    expect(urls.map(({ loc }) => loc)).toContain(expected);
    const child = (await childSitemaps()).filter((loc) => loc.includes('/businesses-'));
    const bodies = await Promise.all(child.map(async (loc) => (await get(new URL(loc).pathname)).body));
    expect(bodies.join('')).toContain(expected.replaceAll("'", '&apos;'));
  });

  it('answers an unchanged sitemap with 304 by its ETag or its Last-Modified', async () => {
    const first = await get('/sitemaps/businesses-1.xml');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const byTag = await get('/sitemaps/businesses-1.xml', { 'if-none-match': String(first.headers.etag) });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await get('/sitemaps/businesses-1.xml', { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get('/sitemaps/businesses-1.xml', { 'if-modified-since': older })).statusCode).toBe(200);
  });

  it('answers 404 in the error envelope for a child sitemap that does not exist', async () => {
    const last = Math.ceil((await rowsOf(tables.businesses)) / PAGE_SIZE);
    for (const name of [
      `businesses-${last + 1}.xml`,
      'businesses-0.xml',
      'businesses-1',
      'towns-1.xml',
      'x',
    ]) {
      const response = await get(`/sitemaps/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      expect(response.json<ErrorEnvelope>()).toMatchObject({ success: false, name: 'NotFound' });
    }
  });
});

describe('sitemapRepository', () => {
  it('reads a page from any position by keyset, in chunks, in primary-key order', async () => {
    const ids = (
      await database.db
        .select({ id: tables.businesses.id })
        .from(tables.businesses)
        .orderBy(asc(tables.businesses.id))
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const read = [];
    for await (const chunk of sitemapRepository(database.db, { chunkRows: 2 }).businesses(1, ids.length)) {
      expect(chunk.length).toBeLessThanOrEqual(2);
      read.push(...chunk.map((row) => row.id));
    }
    expect(read).toEqual(ids.slice(1));
  });
});

async function fixedPageCount() {
  const response = await get('/sitemaps/pages.xml');
  return locationsOf(response.body).length;
}
