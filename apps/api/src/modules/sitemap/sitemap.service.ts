import {
  BUSINESS_LIMITS,
  businessPath,
  contentPagePaths,
  DEFAULT_LANGUAGE,
  industrySearchUrl,
  LANGUAGES,
  localizePath,
  membershipPackagePath,
  PRODUCT_LIMITS,
  productPath,
  profilePath,
  SITEMAP_LIMITS,
  SITEMAP_SERIES,
  sitemapFileName,
  SUBSCRIPTIONS,
  SitemapFileSchema,
  type SitemapFile,
  type SitemapSeries,
} from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { SitemapRepository } from './sitemap.repository.ts';
import { sitemapIndex, urlEntry, URLSET_CLOSE, URLSET_OPEN, type AlternateAddress } from './sitemap-xml.ts';

export interface SitemapDocument {
  body: string;
  /** The newest `lastmod` of the document, when its entries have one. */
  lastModified?: Date;
}

export interface SitemapServiceOptions {
  repo: SitemapRepository;
  /** The portal's public address: every URL of robots.txt and the sitemaps is absolute on it. */
  publicUrl: string;
  /** Most URLs in one child sitemap (at most the protocol's 50,000). */
  pageSize: number;
  /** The portal's product word, part of some content pages' paths (`/why-{product}`). */
  productSlug: string;
}

/**
 * Signed-in pages (the web app's `RequireSession` routes), the session hand-off, the manage mode of a business page and
 * the API. A business's own pages are all below its public page (`/business/{slug}/...`), and exact matches (`$`) keep
 * a company named "create" or a person's `/profile/{id}` crawlable.
 */
const PAGES_DISALLOWED = [
  '/SetID',
  '/profile$',
  '/profile/edit',
  '/my-business',
  '/favorites',
  '/newsfeed',
  '/my-messages',
  '/business/create$',
  '/business/*/',
];

/** The pages above in every language's address (`/zh/my-business`), the manage mode and the API. */
const DISALLOWED_PATHS = [
  '/api/',
  ...LANGUAGES.flatMap(({ code }) => PAGES_DISALLOWED.map((path) => localizePath(path, code))),
  '/*editMode=',
];

const NO_SITEMAP = 'There is no sitemap of this name.';

/** A company or product name of the longest the contract allows, in characters that encode longest (15 bytes each). */
const longestName = (chars: number) => '中'.repeat(chars);
const LONGEST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const LONGEST_DATE = new Date('2099-12-31T23:59:59.999Z');

/** robots.txt and the sitemap index with its child sitemaps, read from the database on each request. */
export function sitemapService({ repo, publicUrl, pageSize, productSlug }: SitemapServiceOptions) {
  // The web app's canonical links are `new URL(path, publicUrl)`: the origin and the path, which the link helpers
  // have already encoded. Joined as text, because a URL object per entry doubled the time of a full page.
  const origin = new URL(publicUrl).origin;
  const absolute = (path: string) => `${origin}${path}`;
  /**
   * A page in every language of the interface, as the page's own head links them (`hreflang` en, es, it, zh-Hans, and
   * English again as x-default): the English address is the entry's `<loc>`.
   */
  const alternates = (path: string): AlternateAddress[] => [
    ...LANGUAGES.map(({ code, htmlLang }) => ({
      hreflang: htmlLang,
      href: absolute(localizePath(path, code)),
    })),
    { hreflang: 'x-default', href: absolute(localizePath(path, DEFAULT_LANGUAGE)) },
  ];
  const pageEntry = (path: string, lastModified?: Date) =>
    urlEntry(absolute(path), lastModified, alternates(path));
  const documentBytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);

  function seriesOf<T extends { updatedAt: Date }>(
    read: (skip: number, size: number) => AsyncGenerator<T[]>,
    path: (row: T) => string,
    longest: T,
  ) {
    const entry = (row: T) => pageEntry(path(row), row.updatedAt);
    // Sized by the longest entry the limits allow, a full page keeps within the protocol's 50 MB whatever the names.
    const size = Math.min(
      pageSize,
      Math.floor((SITEMAP_LIMITS.bytesMax - documentBytes) / Buffer.byteLength(entry(longest))),
    );
    return {
      size,
      async page(page: number): Promise<SitemapDocument | undefined> {
        const parts = [URLSET_OPEN];
        let lastModified: Date | undefined;
        for await (const rows of read((page - 1) * size, size)) {
          for (const row of rows) {
            parts.push(entry(row));
            if (!lastModified || row.updatedAt > lastModified) lastModified = row.updatedAt;
          }
        }
        if (!lastModified) return undefined;
        parts.push(URLSET_CLOSE);
        return { body: parts.join(''), lastModified };
      },
    };
  }

  const series: Record<SitemapSeries, ReturnType<typeof seriesOf>> = {
    businesses: seriesOf(repo.businesses, (b) => businessPath(b.companyName, b.id), {
      id: LONGEST_ID,
      companyName: longestName(BUSINESS_LIMITS.companyNameMax),
      updatedAt: LONGEST_DATE,
    }),
    products: seriesOf(repo.products, (p) => productPath(p.companyName, p.name, p.id), {
      id: LONGEST_ID,
      name: longestName(PRODUCT_LIMITS.nameMax),
      companyName: longestName(BUSINESS_LIMITS.companyNameMax),
      updatedAt: LONGEST_DATE,
    }),
    profiles: seriesOf(repo.profiles, (u) => profilePath(u.id), { id: LONGEST_ID, updatedAt: LONGEST_DATE }),
  };

  /**
   * The home page, the industries page, the search page of each industry and category it links to, the pages of
   * written content and the membership packages.
   */
  async function fixedPages(): Promise<SitemapDocument> {
    const paths = [
      '/',
      '/industries',
      ...(await repo.industryNames()).map(industrySearchUrl),
      ...contentPagePaths(productSlug),
      ...SUBSCRIPTIONS.map(membershipPackagePath),
    ];
    return { body: `${URLSET_OPEN}${paths.map((path) => pageEntry(path)).join('')}${URLSET_CLOSE}` };
  }

  const fileUrl = (file: SitemapFile) => absolute(`/sitemaps/${sitemapFileName(file)}`);

  return {
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    /** The fixed pages' sitemap, then as many numbered sitemaps of each series as its rows fill. */
    async index(): Promise<SitemapDocument> {
      const counts = await repo.counts();
      const files: SitemapFile[] = [{ kind: 'pages' }];
      for (const kind of SITEMAP_SERIES) {
        const pages = Math.ceil(counts[kind] / series[kind].size);
        for (let page = 1; page <= pages; page += 1) files.push({ kind, page });
      }
      return { body: sitemapIndex(files.map(fileUrl)) };
    },

    async child(name: string): Promise<SitemapDocument> {
      const file = SitemapFileSchema.safeParse(name);
      if (!file.success) throw new NotFound(NO_SITEMAP);
      if (file.data.kind === 'pages') return fixedPages();
      const document = await series[file.data.kind].page(file.data.page);
      if (!document) throw new NotFound(NO_SITEMAP);
      return document;
    },
  };
}

export type SitemapService = ReturnType<typeof sitemapService>;
