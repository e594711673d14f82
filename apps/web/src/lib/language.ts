import { DEFAULT_LANGUAGE, isLanguage, localizePath, type InterfaceLanguage } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';

/** The page's interface language: the one of its address. */
export function useLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
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
