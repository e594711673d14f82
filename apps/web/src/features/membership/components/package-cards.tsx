import { SUBSCRIPTIONS, subscriptionName, type Subscription } from '@b2b/contracts';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import { paths } from '../../../lib/paths.ts';
import { packagePrice } from '../packages.ts';
import { FeatureList } from './feature-list.tsx';
import { PriceTag } from './price-tag.tsx';
import styles from './package-cards.module.css';

/**
 * The listing packages' price cards, Standard to Platinum, each leading to its package's page; `current` marks the page's
 * own package.
 */
export function PackageCards({ current }: { current?: Subscription }) {
  return (
    <ul className={styles.cards} aria-label="Membership packages">
      {SUBSCRIPTIONS.map((level) => (
        <li
          key={level}
          className={cx(styles.card, styles[level], level === current && styles.current)}
          aria-labelledby={`package-${level}`}
        >
          <h3 id={`package-${level}`} className={styles.name}>
            {subscriptionName(level)}
          </h3>
          <PriceTag price={packagePrice(level)} note={level === 'standard' ? undefined : 'a year'} />
          <FeatureList level={level} />
          {level === current ? (
            <p className={styles.here}>You are viewing this package</p>
          ) : (
            <Link to={paths.membershipPackage.href(level)} className={styles.more}>
              See the {subscriptionName(level)} membership
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
