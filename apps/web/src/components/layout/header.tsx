import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccountArea } from './account-area.tsx';
import { headerShowsSearch } from './header-search.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';

/**
 * `signedInArea` is what a signed-in person sees at the right, and `unreadMessages` the count beside Messages in the
 * mobile menu: the app composes both (they show the person's messages).
 */
export function Header({
  signedInArea,
  unreadMessages,
}: {
  signedInArea: ReactNode;
  unreadMessages: ReactNode;
}) {
  const showSearch = headerShowsSearch(useLocation().pathname);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MobileMenu triggerClassName={styles.menu} unreadMessages={unreadMessages} />
        <div className={styles.logo}>
          <Logo />
        </div>
        {showSearch && <SearchBar className={styles.search} />}
        <div className={styles.account}>
          <AccountArea signedInArea={signedInArea} />
        </div>
      </div>
    </header>
  );
}
