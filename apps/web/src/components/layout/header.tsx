import { useLocation } from 'react-router';
import { AccountArea } from './account-area.tsx';
import { headerShowsSearch } from './header-search.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';

export function Header() {
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
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
