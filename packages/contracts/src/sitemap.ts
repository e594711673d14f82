import { z } from 'zod';

/** The sitemap protocol's limits (sitemaps.org): a file lists at most 50,000 URLs in at most 50 MB, uncompressed. */
export const SITEMAP_LIMITS = { urlsMax: 50_000, bytesMax: 52_428_800 } as const;

/** Kinds of public page with a numbered series of child sitemaps; `pages` is the one file of the fixed pages. */
export const SITEMAP_SERIES = ['businesses', 'products', 'profiles'] as const;
export type SitemapSeries = (typeof SITEMAP_SERIES)[number];

export type SitemapFile = { kind: 'pages' } | { kind: SitemapSeries; page: number };

const SERIES_FILE = new RegExp(`^(${SITEMAP_SERIES.join('|')})-([1-9][0-9]{0,8})\\.xml$`);

/** A child sitemap's file name, `pages.xml` or `{series}-{page}.xml` with pages from 1; anything else names none. */
export const SitemapFileSchema = z.string().transform((name, ctx): SitemapFile => {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = SERIES_FILE.exec(name);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'There is no sitemap of this name.' });
    return z.NEVER;
  }
  return { kind: match[1] as SitemapSeries, page: Number(match[2]) };
});

/** The file name of a child sitemap, as `SitemapFileSchema` reads it. */
export const sitemapFileName = (file: SitemapFile) =>
  file.kind === 'pages' ? 'pages.xml' : `${file.kind}-${file.page}.xml`;
