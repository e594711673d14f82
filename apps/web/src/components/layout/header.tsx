import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccountArea } from './account-area.tsx';
import { headerShowsSearch } from './header-search.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';

/** `signedInArea` is what a signed-in person sees at the right: the app composes it (it shows their messages). */
export function Header({ signedInArea }: { signedInArea: ReactNode }) {
  const showSearch = headerShowsSearch(useLocation().pathname);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MobileMenu triggerClassName={styles.menu} />
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
