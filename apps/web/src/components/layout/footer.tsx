import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  localizePath,
  type InterfaceLanguage,
} from '@b2b/contracts';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../lib/language.ts';
import { telHref } from '../../lib/phone-link.ts';
import { usePortal } from '../../lib/portal.tsx';
import { useClientNavigation } from '../../lib/use-client-navigation.ts';
import { footerGroups } from './footer-links.ts';
import styles from './footer.module.css';

/** Keeps the language chosen, so that an address without a prefix opens in it (the server redirects by the cookie). */
const rememberLanguage = (language: InterfaceLanguage) => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
};

export function Footer() {
  const portal = usePortal();
  const { t } = useTranslation('layout');
  const navigateOnClick = useClientNavigation();
  const localized = useLocalizedPath();
  const brand = portal.brandName;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* Its links are plain: the footer navigates in the app (`useClientNavigation`), on every page's HTML. */}
        <nav aria-label={t('footer.label')} className={styles.columns} onClick={navigateOnClick}>
          {footerGroups(portal).map((group) => {
            const title = 'brand' in group.title ? group.title.brand : t(group.title.key);
            return (
              <div key={title} className={styles.column}>
                <h2 className={styles.title}>{title}</h2>
                <ul className={styles.entries}>
                  {group.entries.map((entry) => (
                    <li key={entry.text}>
                      <a href={localized(entry.path)}>{t(entry.text, { brand })}</a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className={styles.meta}>
          <p className={styles.phone}>
            <Phone aria-hidden size={18} />
            <span>
              {t('footer.customerService')}{' '}
              <a href={telHref(portal.phone)} className={styles.phoneLink}>
                {portal.phone}
              </a>
            </span>
          </p>
          <LanguageLinks />
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { brand })}</p>
      </div>
    </footer>
  );
}

/** This page in each language; each link names its language in that language. */
function LanguageLinks() {
  const { t } = useTranslation('layout');
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.languages}>
      <h2 id="footer-languages" className={styles.languagesTitle}>
        {t('footer.languages')}
      </h2>
      <ul aria-labelledby="footer-languages" className={styles.languageList}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={localizePath(pathname, language.code) + search}
              hrefLang={language.htmlLang}
              lang={language.htmlLang}
              aria-current={language.code === current ? 'page' : undefined}
              onClick={() => rememberLanguage(language.code)}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
