import { BadgeCheck, Globe2, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { AccountPageLink } from '../../../components/layout/account-page-link.tsx';
import { usePortal } from '../../../lib/portal.tsx';
import styles from './home-hero.module.css';
import { paths } from '../../../lib/paths.ts';

export function HomeHero() {
  const portal = usePortal();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>
        {portal.brandName} {portal.countryName}
      </p>
      <h1 id="home-title" className={styles.title}>
        Connect {portal.demonym} businesses with buyers worldwide
      </h1>
      <p className={styles.intro}>
        {portal.brandName} {portal.countryName} is the B2B network where {portal.demonym} manufacturers,
        distributors and exporters meet industrial buyers from every market. Create your business profile,
        showcase your products, answer inquiries from abroad and start exporting: going global starts here.
      </p>
      <div className={styles.actions}>
        <AccountPageLink page="register" className={buttonClass('accent', { size: 'lg' })}>
          Register Now and Go Global
        </AccountPageLink>
        <Link to={paths.industries.href()} className={styles.secondary}>
          Browse all industries
        </Link>
      </div>
      <ul className={styles.points}>
        <li>
          <Globe2 aria-hidden size={18} />
          Free business profile
        </li>
        <li>
          <MessagesSquare aria-hidden size={18} />
          Direct inquiries from buyers
        </li>
        <li>
          <BadgeCheck aria-hidden size={18} />
          Verified memberships
        </li>
      </ul>
    </section>
  );
}
