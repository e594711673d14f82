import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/** Interface copy is English; the other languages of the footer fall back to it until their copy exists. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'zh', name: 'Chinese' },
] as const;

/** One instance per render on the server, so that concurrent requests never share a language. */
export function createI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    // i18next otherwise prints an advertisement in the server's log at start.
    showSupportNotice: false,
  });
  return instance;
}
