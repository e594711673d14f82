import { LANGUAGES, type InterfaceLanguage } from '@b2b/contracts';
import i18next, {
  type BackendModule,
  type i18n,
  type InitOptions,
  type ResourceKey,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The translation files' namespaces, one per area of the interface: `locales/<language>/<namespace>.json`. */
export const NAMESPACES = [
  'common',
  'layout',
  'menus',
  'home',
  'businesses',
  'content',
  'users',
  'products',
  'social',
  'inquiries',
  'needHelp',
  'businessEditor',
  'validation',
  'admin',
  'membership',
  'favorites',
  'search',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * Namespaces that the catalogue leaves out and the one module using them loads (`apiErrors`: `refusal-messages.ts`,
 * with the first failure a page shows): an entry of the catalogue is in every page's first load.
 */
export const SELF_LOADED_NAMESPACES = ['apiErrors'] as const;

/**
 * Every language's namespaces, each a module of its own loaded when first asked for: the browser downloads only the
 * page's language, and of it only what the server did not put in the page.
 */
const catalogue = import.meta.glob<{ default: ResourceKey }>(['./*/*.json', '!./*/apiErrors.json'], {
  base: '../locales',
});

export async function loadNamespace(language: InterfaceLanguage, namespace: string): Promise<ResourceKey> {
  // Keyed short and without a `.then` per entry: the catalogue is in every page's first load.
  const load = catalogue[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`There is no ${namespace} namespace in ${language}`);
  return (await load()).default;
}

/** i18next's loader of what a page needs and has not got yet (a lazily loaded page's namespaces). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language as InterfaceLanguage, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * What the server hands the browser: the page's language and the namespaces it rendered with, by name. The browser
 * loads those (each a small module, fetched alongside the page's route module) before it hydrates; the HTML does not
 * carry their text, which would repeat on every page and weigh on its budget.
 */
export interface PageTranslations {
  language: InterfaceLanguage;
  namespaces: string[];
}

const options = (language: InterfaceLanguage, resources: ResourceLanguage): InitOptions => ({
  lng: language,
  supportedLngs: LANGUAGES.map((entry) => entry.code),
  // Every language has every key (a unit test holds it), so no page loads English besides its own language.
  fallbackLng: false,
  ns: Object.keys(resources),
  defaultNS: 'common',
  resources: { [language]: resources },
  // The namespaces given are the page's; others load through the catalogue when a page asks for them.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  // i18next otherwise prints an advertisement in the server's log at start.
  showSupportNotice: false,
});

/** One instance per render on the server, so that concurrent requests never share a language. */
export function createI18n(language: InterfaceLanguage, resources: ResourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(catalogueBackend).use(initReactI18next).init(options(language, resources));
  return instance;
}

/**
 * The browser's one instance is i18next's own, so code outside components (the toasts) translates with the page's
 * language too. It is ready once the page's namespaces have loaded: hydrate after that.
 */
export async function startBrowserI18n({ language, namespaces }: PageTranslations): Promise<i18n> {
  const resources = await loadNamespaces(language, namespaces);
  void i18next.use(catalogueBackend).use(initReactI18next).init(options(language, resources));
  return i18next;
}

/** Namespaces of a language, loaded: the server renders with all of them, the browser starts with the page's. */
export async function loadNamespaces(
  language: InterfaceLanguage,
  namespaces: readonly string[] = NAMESPACES,
): Promise<ResourceLanguage> {
  return Object.fromEntries(
    await Promise.all(
      namespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)]),
    ),
  ) as ResourceLanguage;
}

/**
 * The namespaces a render used (react-i18next notes them), for the browser to load; `common` always, as the toasts
 * that any page may show are in it.
 */
export const usedNamespaces = (instance: i18n): string[] => [
  ...new Set(['common', ...(instance.reportNamespaces?.getUsedNamespaces() ?? [])]),
];
