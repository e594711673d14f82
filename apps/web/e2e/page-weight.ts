/**
 * What a visitor downloads to see a public page: the server-rendered HTML, and the JavaScript its first load needs (every
 * script a browser fetched until the network was idle, the entry and the chunks of the page alike, gzip-compressed as
 * they travel). Used by the budget spec and by the Lighthouse suite of `npm test`, both against a running portal.
 */
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The HTML of a public page stays under 100 KB, uncompressed. */
export const PAGE_HTML_BUDGET_BYTES = 100 * KB;
/**
 * The home page stays under 60 KB (58 KB with the demo data): its fifteen industry cards carry their first three
 * categories (the rest load when a card opens), and the icons come from a sprite file of their own.
 */
export const HOME_HTML_BUDGET_BYTES = 60 * KB;

/** The JavaScript a public page loads before it is interactive, gzip-compressed. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 170 * KB;

/**
 * How many scripts a public page's first load fetches: the entry and its two chunks, the page's module and the chunks
 * it shares with other pages (laid out by `apps/web/bundle/page-chunks.ts`), its content file and its namespaces of
 * words. Over HTTP/1.1 (six connections to a host) each round of six costs a round trip; the business page fetched 41.
 */
export const FIRST_LOAD_SCRIPTS_BUDGET = 14;

export interface PublicPage {
  name: string;
  path: string;
  htmlBudgetBytes: number;
}

const locationsIn = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function get(url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const text = async (url: string) => (await get(url)).text();

/** The path of the first page a child sitemap lists (`businesses`, `products`, `profiles`). */
async function firstPageOf(baseURL: string, kind: string): Promise<string> {
  const [first] = locationsIn(await text(new URL(`/sitemaps/${kind}-1.xml`, baseURL).toString()));
  if (!first) throw new Error(`the ${kind} sitemap lists no page: is the demo data loaded?`);
  const url = new URL(first);
  return url.pathname + url.search;
}

/** The public pages the budgets cover; the business, product and profile are the first of their sitemaps. */
export async function publicPages(baseURL: string): Promise<PublicPage[]> {
  const [business, product, profile] = await Promise.all(
    ['businesses', 'products', 'profiles'].map((kind) => firstPageOf(baseURL, kind)),
  );
  return [
    { name: 'home', path: '/', htmlBudgetBytes: HOME_HTML_BUDGET_BYTES },
    { name: 'industries', path: '/industries', htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    {
      name: 'search results',
      path: '/search-result?business=MA&countries=global&search=valve',
      htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES,
    },
    { name: 'business page', path: business!, htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    { name: 'product page', path: product!, htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    { name: 'public profile', path: profile!, htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    // Stripe's card form loads only on the owner's membership page, never with the public package pages.
    { name: 'membership page', path: '/membership-gold', htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    // The form's schema (and Zod) loads with its first check, not with the page.
    { name: 'need-help form', path: '/contact-us/form', htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    // The company pages: the heaviest (25 drawn portal logos and the price cards) and one of written text.
    { name: 'network page', path: '/our-network', htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    { name: 'about page', path: '/about-us', htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    // The longest of the written pages: the terms, and the tip with the ranking of 50 categories.
    { name: 'terms and conditions', path: '/terms-and-conditions', htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES },
    {
      name: 'B2B tip',
      path: '/b2b-tips/best-products-for-export-tip-6',
      htmlBudgetBytes: PAGE_HTML_BUDGET_BYTES,
    },
  ];
}

/** The size of a page's server-rendered HTML, uncompressed. */
export async function htmlBytes(baseURL: string, path: string): Promise<number> {
  return Buffer.byteLength(await text(new URL(path, baseURL).toString()));
}

/** The gzip size of scripts, summed: what they weigh on the wire whatever compression the server chose. */
export async function gzipBytes(scriptUrls: Iterable<string>): Promise<number> {
  const sizes = await Promise.all(
    [...new Set(scriptUrls)].map(
      async (url) => gzipSync(Buffer.from(await (await get(url)).arrayBuffer())).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
