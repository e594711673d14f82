import { MEMBERSHIP_PRICE_CENTS, SUBSCRIPTIONS, type Subscription } from '@b2b/contracts';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import { paths } from '../../../lib/paths.ts';
import { useMembershipWords } from '../use-membership-words.ts';
import { FeatureList } from './feature-list.tsx';
import { PriceTag } from './price-tag.tsx';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import styles from './package-cards.module.css';

/**
 * The listing packages' price cards, Standard to Platinum, each leading to its package's page; `current` marks the page's
 * own package.
 */
export function PackageCards({ current }: { current?: Subscription }) {
  const { t, levelName, price } = useMembershipWords();
  return (
    <ul className={cardGrid({ xs: 2, lg: 4 })} aria-label={t('packages.cards')}>
      {SUBSCRIPTIONS.map((level) => (
        <li
          key={level}
          className={cx(styles.card, styles[level], level === current && styles.current)}
          aria-labelledby={`package-${level}`}
        >
          <h3 id={`package-${level}`} className={styles.name}>
            {levelName(level)}
          </h3>
          {level === 'standard' ? (
            <PriceTag price={t('packages.free')} />
          ) : (
            <PriceTag price={price(MEMBERSHIP_PRICE_CENTS[level])} note={t('packages.aYear')} />
          )}
          <FeatureList level={level} />
          {level === current ? (
            <p className={styles.here}>{t('packages.viewing')}</p>
          ) : (
            <Link to={paths.membershipPackage.href(level)} className={styles.more}>
              {t('packages.see', { level: levelName(level) })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
