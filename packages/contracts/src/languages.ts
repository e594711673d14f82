/**
 * The interface's languages. English is the default and has no prefix in the address (`/industries`); the others
 * carry theirs (`/es/industries`). `htmlLang` is the page's `lang` and its `hreflang` (BCP 47: Chinese is written in
 * Simplified characters), and `name` is how the language names itself in the footer's list.
 */
export const LANGUAGES = [
  { code: 'en', htmlLang: 'en', name: 'English' },
  { code: 'es', htmlLang: 'es', name: 'Español' },
  { code: 'it', htmlLang: 'it', name: 'Italiano' },
  { code: 'zh', htmlLang: 'zh-Hans', name: '中文' },
] as const;

export type InterfaceLanguage = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/** The cookie that keeps the language a person chose in the footer, for a year. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is InterfaceLanguage =>
  LANGUAGES.some((language) => language.code === value);

export const htmlLangOf = (language: InterfaceLanguage): string =>
  LANGUAGES.find((entry) => entry.code === language)?.htmlLang ?? language;

/** The address's prefix of a language: none for English, `/es` for Spanish. */
export const languagePrefix = (language: InterfaceLanguage): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

/** The language an address is in, by its first segment, and the address without that prefix. */
export function languageOfPath(path: string): { language: InterfaceLanguage; rest: string } {
  const match = /^\/([a-z]{2})(?=[/?#]|$)/.exec(path);
  const code = match?.[1];
  if (!code || code === DEFAULT_LANGUAGE || !isLanguage(code))
    return { language: DEFAULT_LANGUAGE, rest: path };
  const rest = path.slice(code.length + 1);
  return { language: code, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A language-free path of the portal (`/industries`, `/`) in a language: `/es/industries`, `/es/`. */
export const localizePath = (path: string, language: InterfaceLanguage): string =>
  `${languagePrefix(language)}${path}`;

/** The language a `Cookie` header keeps, when it keeps one of the interface's. */
export function languageOfCookie(header: string | undefined): InterfaceLanguage | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The languages the reference data's names are given in besides English, its own (`names` of a row). */
export const REFERENCE_LANGUAGES = ['es', 'it', 'zh'] as const satisfies readonly Exclude<
  InterfaceLanguage,
  'en'
>[];
export type ReferenceLanguage = (typeof REFERENCE_LANGUAGES)[number];

/** The `lang` of a page's language: none for English, the names' own. */
export const referenceLanguageOf = (language: InterfaceLanguage): ReferenceLanguage | undefined =>
  language === 'en' ? undefined : language;
