const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text as XML character data: the protocol requires the five entities in URLs. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The namespace of `<xhtml:link>`, which names a page's address in each language. */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** A page's address in a language (`hreflang` as the page's head gives it: `zh-Hans`, `x-default`). */
export interface AlternateAddress {
  hreflang: string;
  href: string;
}

/**
 * One `<url>`; `lastmod` in the W3C datetime form; the page's address in every language as
 * `<xhtml:link rel="alternate">`, the page's own among them, as search engines ask.
 */
export const urlEntry = (loc: string, lastModified?: Date, alternates: readonly AlternateAddress[] = []) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}${alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('')}</url>\n`;

export const sitemapIndex = (locations: string[]) =>
  `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${locations
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
