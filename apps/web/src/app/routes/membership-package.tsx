import { subscriptionName } from '@b2b/contracts';
import { ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { FeatureList } from '../../features/membership/components/feature-list.tsx';
import { PackageCards } from '../../features/membership/components/package-cards.tsx';
import { PriceTag } from '../../features/membership/components/price-tag.tsx';
import {
  PACKAGE_COPY,
  packageFeatures,
  packageOfPath,
  packagePrice,
} from '../../features/membership/packages.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './membership-package.module.css';

const meta: MetaFunction = ({ portal, pathname }) => {
  const level = packageOfPath(pathname);
  return {
    title: `${subscriptionName(level)} Membership | ${portal.brandName} ${portal.countryName}`,
    description: `${subscriptionName(level)} membership on ${portal.brandName} ${portal.countryName}: ${PACKAGE_COPY[level].tagline} ${packageFeatures(
      level,
    )
      .slice(0, 3)
      .map((feature) => feature.text)
      .join(', ')}.`,
    canonicalPath: paths.membershipPackage.href(level),
  };
};

/** `/membership-standard`, `-gold`, `-premium`, `-platinum`: what a package gives and what it costs, with all four side by side. */
export function Component() {
  const level = packageOfPath(useLocation().pathname);
  const copy = PACKAGE_COPY[level];
  // Moving between packages from their cards lands at the top of the next one, as a new page.
  useScrollToTop(level);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{subscriptionName(level)} Membership</h1>
        <p className={styles.tagline}>{copy.tagline}</p>
      </header>
      <div className={styles.body}>
        <section className={styles.description} aria-label="About this membership">
          {copy.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section className={styles.summary} aria-labelledby="includes-title">
          <h2 id="includes-title" className={styles.sectionTitle}>
            What {subscriptionName(level)} includes
          </h2>
          <FeatureList level={level} large />
          <PriceTag
            price={packagePrice(level)}
            note={level === 'standard' ? 'for every business' : 'a year'}
            size="lg"
          />
          {level !== 'standard' && (
            <Link to={paths.myBusiness.href(true)} className={buttonClass('accent', { size: 'lg' })}>
              <ShoppingCart aria-hidden size={18} />
              Buy now!
            </Link>
          )}
        </section>
      </div>
      <section className={styles.compare} aria-labelledby="compare-title">
        <h2 id="compare-title" className={styles.sectionTitle}>
          Compare the packages
        </h2>
        <PackageCards current={level} />
      </section>
    </article>
  );
}

export const handle = { meta } satisfies RouteHandle;
