import { Phone } from 'lucide-react';
import { LANGUAGES } from '../../lib/i18n.ts';
import { telHref } from '../../lib/phone-link.ts';
import { usePortal } from '../../lib/portal.tsx';
import { useClientNavigation } from '../../lib/use-client-navigation.ts';
import { footerGroups } from './footer-links.ts';
import styles from './footer.module.css';

export function Footer() {
  const portal = usePortal();
  const navigateOnClick = useClientNavigation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* Its links are plain: the footer navigates in the app (`useClientNavigation`), on every page's HTML. */}
        <nav aria-label="Footer" className={styles.columns} onClick={navigateOnClick}>
          {footerGroups(portal).map((group) => (
            <div key={group.title} className={styles.column}>
              <h2 className={styles.title}>{group.title}</h2>
              <ul className={styles.entries}>
                {group.entries.map((entry) => (
                  <li key={entry.text}>
                    <a href={entry.path}>{entry.text}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.meta}>
          <p className={styles.phone}>
            <Phone aria-hidden size={18} />
            <span>
              Customer service:{' '}
              <a href={telHref(portal.phone)} className={styles.phoneLink}>
                {portal.phone}
              </a>
            </span>
          </p>
          <div className={styles.languages}>
            <h2 id="footer-languages" className={styles.languagesTitle}>
              Languages
            </h2>
            <ul aria-labelledby="footer-languages" className={styles.languageList}>
              {LANGUAGES.map((language) => (
                <li key={language.code} aria-current={language.code === 'en' ? 'true' : undefined}>
                  {language.name}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className={styles.copyright}>© 2000-2020 {portal.brandName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
