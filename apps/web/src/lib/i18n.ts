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
  'mailPreferences',
  'rfq',
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

const serverInstances = new Map<InterfaceLanguage, Promise<i18n>>();

/** Interpolated texts a translator keeps at most: the values of most are the page's subject, met once. */
const REMEMBERED_WITH_VALUES = 500;

type Translate = (...args: unknown[]) => unknown;
const isPlainValue = (value: unknown) => value === null || typeof value !== 'object';

/**
 * A translator that remembers its texts. i18next takes 12 µs to look a key up (its separators, namespaces, nesting and
 * post-processors) and twice that to fill in values, and a page asks for hundreds; on the server the texts of a
 * language never change, so a key's text is found once. Texts without values are bounded by the translation files;
 * those with values (the brand in the footer, a count, a company's name) are kept up to `REMEMBERED_WITH_VALUES` and
 * then forgotten together. A call with anything but plain values (an object, a function) is looked up every time.
 */
function rememberingTranslator(translate: Translate): Translate {
  const texts = new Map<string, unknown>();
  const withValues = new Map<string, unknown>();
  const remembering = (key: unknown, ...rest: unknown[]) => {
    const [options] = rest;
    if (typeof key !== 'string' || rest.length > 1) return translate(key, ...rest);
    if (options === undefined) {
      if (!texts.has(key)) texts.set(key, translate(key));
      return texts.get(key);
    }
    if (typeof options !== 'object' || options === null || !Object.values(options).every(isPlainValue)) {
      return translate(key, options);
    }
    const id = `${key} ${JSON.stringify(options)}`;
    if (!withValues.has(id)) {
      if (withValues.size >= REMEMBERED_WITH_VALUES) withValues.clear();
      withValues.set(id, translate(key, options));
    }
    return withValues.get(id);
  };
  // What i18next notes on its translators (`lng`, `ns`, `keyPrefix`).
  return Object.assign(remembering, translate);
}

/**
 * The server's one instance of a language, made on its first page with every namespace: making one and adding its
 * seventeen namespaces took over a millisecond of every page, and loading them again as modules five percent more. Its
 * language never changes, so concurrent renders share it, and the translators it hands out remember their texts.
 */
function serverInstance(language: InterfaceLanguage): Promise<i18n> {
  let shared = serverInstances.get(language);
  if (!shared) {
    shared = loadNamespaces(language).then((resources) => {
      const instance = i18next.createInstance();
      void instance.use(catalogueBackend).use(initReactI18next).init(options(language, resources));
      const translators = new Map<string, Translate>();
      const fixedT = instance.getFixedT as unknown as (...args: unknown[]) => Translate;
      const getFixedT = (...args: unknown[]) => {
        const id = JSON.stringify(args);
        let translator = translators.get(id);
        if (!translator) {
          translator = rememberingTranslator(fixedT(...args));
          translators.set(id, translator);
        }
        return translator;
      };
      return Object.create(instance, { getFixedT: { value: getFixedT } }) as i18n;
    });
    serverInstances.set(language, shared);
    shared.catch(() => serverInstances.delete(language));
  }
  return shared;
}

/**
 * The server's translator of one render: a view of the language's shared instance, an object whose prototype is that
 * instance, so everything is the instance's but the record of the namespaces the render used (react-i18next keeps it in
 * `reportNamespaces` on the object it is given, which the view starts without). react-i18next's `useTranslation` also
 * copies every own property of that object for each component (45 µs; a tenth of a page's time with an instance's forty
 * bound methods), and the view has at most that one.
 */
export async function renderI18n(language: InterfaceLanguage): Promise<i18n> {
  return Object.create(await serverInstance(language), {
    reportNamespaces: { value: undefined, writable: true },
  }) as i18n;
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
 * The namespaces a render used (react-i18next notes them) and those its routes name (`handle.namespaces`), for the
 * browser to load; `common` always, as the toasts that any page may show are in it.
 */
export const usedNamespaces = (instance: i18n, named: readonly string[] = []): string[] => [
  ...new Set(['common', ...(instance.reportNamespaces?.getUsedNamespaces() ?? []), ...named]),
];
