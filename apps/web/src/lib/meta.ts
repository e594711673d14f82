import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizePath,
  type InterfaceLanguage,
  type PortalConfig,
} from '@b2b/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n, TFunction } from 'i18next';
import { NAMESPACES, type Namespace } from './i18n.ts';

/** What a route puts in the document head; the server writes it into the HTML and the client keeps it current. */
export interface RouteMeta {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the canonical address, without the host. */
  canonicalPath: string;
  jsonLd?: Record<string, unknown>;
}

export interface MetaArgs {
  portal: PortalConfig;
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  pathname: string;
  /** The address's query string (`?business=..`), for pages named after what was asked. */
  search: string;
  /**
   * The page's language, keys written with their namespace (`t('home:meta.title')`). A page's meta uses only the
   * namespaces its page renders with: the browser has loaded those before the page shows.
   */
  t: TFunction<Namespace[]>;
  language: InterfaceLanguage;
}

/** The translator handed to meta functions, in the instance's language, any namespace by its prefix. */
export const metaTranslator = (instance: i18n): TFunction<Namespace[]> =>
  instance.getFixedT<Namespace[]>(instance.language, [...NAMESPACES]);

export type MetaFunction = (args: MetaArgs) => RouteMeta;

export interface RouteHandle {
  meta?: MetaFunction;
  /**
   * The namespaces the page draws with that the server's render does not use: a signed-in page, which the server draws
   * as a loading shell, names its own, so the browser loads them with the page instead of after the session.
   */
  namespaces?: readonly Namespace[];
}

/** The meta of the deepest matched route that has one. */
export function metaOfMatches(
  matches: readonly { handle?: unknown; params: Record<string, string | undefined>; pathname: string }[],
  args: Omit<MetaArgs, 'params' | 'pathname'>,
): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle?.meta)
      return handle.meta({ ...args, params: match.params, pathname: match.pathname });
  }
  return undefined;
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a script element must not be able to close it. */
export const escapeJsonForScript = (json: string) =>
  json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** A page's address in a language: its canonical path is language-free, the language's prefix goes before it. */
export const addressIn = (
  canonicalPath: string,
  language: InterfaceLanguage,
  portal: Pick<PortalConfig, 'publicUrl'>,
) => new URL(localizePath(canonicalPath, language), portal.publicUrl).toString();

/** The page in each language, for search engines (`hreflang`); English is also the default for any other language. */
export function alternateAddresses(canonicalPath: string, portal: Pick<PortalConfig, 'publicUrl'>) {
  return [
    ...LANGUAGES.map(({ code, htmlLang }) => ({
      hreflang: htmlLang,
      href: addressIn(canonicalPath, code, portal),
    })),
    { hreflang: 'x-default', href: addressIn(canonicalPath, DEFAULT_LANGUAGE, portal) },
  ];
}

export function headTags(meta: RouteMeta, portal: PortalConfig, language: InterfaceLanguage): string {
  const canonical = addressIn(meta.canonicalPath, language, portal);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...alternateAddresses(meta.canonicalPath, portal).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    meta.jsonLd
      ? `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(meta.jsonLd))}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
