import { BadgeCheck, Globe2, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { AccountPageLink } from '../../../components/layout/account-page-link.tsx';
import { SearchBar } from '../../../components/layout/search-bar.tsx';
import { usePortal } from '../../../lib/portal.tsx';
import { portalWords } from '../../../lib/portal-words.ts';
import styles from './home-hero.module.css';
import { paths } from '../../../lib/paths.ts';

export function HomeHero() {
  const portal = usePortal();
  const language = useLanguage();
  const { t } = useTranslation('home');
  const names = portalWords(portal, language);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>
        {names.brand} {names.country}
      </p>
      <h1 id="home-title" className={styles.title}>
        {t('hero.title', names)}
      </h1>
      <p className={styles.intro}>{t('hero.intro', names)}</p>
      {/* Buyers search from the first page: the header's bar, which the home page does not show, stands here. */}
      <SearchBar className={styles.search} />
      <div className={styles.actions}>
        <AccountPageLink page="register" className={buttonClass('accent', { size: 'lg' })}>
          {t('hero.register')}
        </AccountPageLink>
        <Link to={paths.industries.href()} className={styles.secondary}>
          {t('hero.browseIndustries')}
        </Link>
      </div>
      <ul className={styles.points}>
        <li>
          <Globe2 aria-hidden size={18} />
          {t('hero.freeProfile')}
        </li>
        <li>
          <MessagesSquare aria-hidden size={18} />
          {t('hero.directInquiries')}
        </li>
        <li>
          <BadgeCheck aria-hidden size={18} />
          {t('hero.verifiedMemberships')}
        </li>
      </ul>
    </section>
  );
}
