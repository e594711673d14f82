import { DEFAULT_LANGUAGE, isLanguage, localizePath, type InterfaceLanguage } from '@b2b/contracts';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The page's interface language: the one of its address. A page's language never changes (another language is another
 * address, loaded whole), so it is read from the provider's instance rather than through `useTranslation`, whose
 * subscription and translator every one of the page's links and cards would pay for.
 */
export function useLanguage(): InterfaceLanguage {
  const language = (useContext(I18nContext)?.i18n ?? getI18n())?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Turns a language-free path of the portal (`/industries`, what `paths.*.href()` give) into the address of this page's
 * language (`/es/industries`). Router `Link`s add the prefix themselves; every plain `<a href>` and every address the
 * app hands the browser or the account service goes through this.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
