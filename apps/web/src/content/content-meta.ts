import type { InterfaceLanguage, PortalConfig } from '@b2b/contracts';
import type { RouteMeta } from '../lib/meta.ts';
import { fillPortalWords, portalWordsIn, type ContentPage } from '../components/content/content-page.ts';

interface Crumb {
  name: string;
  path: string;
}

/**
 * The head of a content page: title, description and keywords with the portal's country words in the page's language, and the schema.org
 * BreadcrumbList from the home page to it (an Article too, for the tips, given `article`).
 */
export function contentMeta(
  page: ContentPage,
  {
    portal,
    language,
    path,
    trail = [],
    article = false,
  }: { portal: PortalConfig; language: InterfaceLanguage; path: string; trail?: Crumb[]; article?: boolean },
): RouteMeta {
  const words = portalWordsIn(portal, language);
  const fill = (text: string) => fillPortalWords(text, words);
  const absolute = (p: string) => new URL(p, portal.publicUrl).toString();
  const crumbs: Crumb[] = [
    { name: portal.brandName, path: '/' },
    ...trail,
    { name: fill(page.heading), path },
  ];
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
  const articleLd = article && {
    '@type': 'Article',
    headline: fill(page.heading),
    description: fill(page.description),
    mainEntityOfPage: absolute(path),
    ...(page.datePublished ? { datePublished: page.datePublished } : {}),
    ...(page.author ? { author: { '@type': 'Organization', name: fill(page.author) } } : {}),
    publisher: { '@type': 'Organization', name: portal.brandName, url: absolute('/') },
  };
  return {
    title: `${fill(page.title)} | ${portal.brandName} ${words.countryName}`,
    description: fill(page.description),
    keywords: fill(page.keywords),
    canonicalPath: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': articleLd ? [articleLd, breadcrumbs] : [breadcrumbs],
    },
  };
}
