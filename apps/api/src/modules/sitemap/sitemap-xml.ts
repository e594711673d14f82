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

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>`; `lastmod` in the W3C datetime form. */
export const urlEntry = (loc: string, lastModified?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>\n`;

export const sitemapIndex = (locations: string[]) =>
  `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${locations
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
