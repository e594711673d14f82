import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccountArea } from './account-area.tsx';
import { headerShowsSearch } from './header-search.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';

/**
 * `signedInArea` is what a signed-in person sees at the right, `unreadMessages` the count beside Messages in the mobile
 * menu and `administratorOnly` what shows that menu's Administration entry to administrators only: the app composes
 * them (they show the person's messages and role).
 */
export function Header({
  signedInArea,
  unreadMessages,
  administratorOnly,
}: {
  signedInArea: ReactNode;
  unreadMessages: ReactNode;
  administratorOnly: ComponentType<{ children: ReactNode }>;
}) {
  const showSearch = headerShowsSearch(useLocation().pathname);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MobileMenu
          triggerClassName={styles.menu}
          unreadMessages={unreadMessages}
          administratorOnly={administratorOnly}
        />
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
