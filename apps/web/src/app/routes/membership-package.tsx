import { MEMBERSHIP_PRICE_CENTS } from '@b2b/contracts';
import { ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { FeatureList } from '../../features/membership/components/feature-list.tsx';
import { PackageCards } from '../../features/membership/components/package-cards.tsx';
import { PriceTag } from '../../features/membership/components/price-tag.tsx';
import { PACKAGE_COPY, packageFeatures, packageOfPath } from '../../features/membership/packages.ts';
import { useMembershipWords } from '../../features/membership/use-membership-words.ts';
import { LEVEL_NAMES } from '../../lib/level-names.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './membership-package.module.css';

const meta: MetaFunction = ({ portal, language, pathname, t }) => {
  const level = packageOfPath(pathname);
  const words = { ...portalWords(portal, language), level: t(LEVEL_NAMES[level], { ns: 'common' }) };
  const features = packageFeatures(level, (key, values) => t(key, { ns: 'membership', ...values }))
    .slice(0, 3)
    .map((feature) => feature.text)
    .join(t('membership:meta.featureSeparator'));
  return {
    title: t('membership:meta.packageTitle', words),
    description: t('membership:meta.packageDescription', {
      ...words,
      tagline: t(PACKAGE_COPY[level].tagline, { ns: 'membership' }),
      features,
    }),
    canonicalPath: paths.membershipPackage.href(level),
  };
};

/** `/membership-standard`, `-gold`, `-premium`, `-platinum`: what a package gives and what it costs, with all four side by side. */
export function Component() {
  const level = packageOfPath(useLocation().pathname);
  const { t, levelName, price } = useMembershipWords();
  const copy = PACKAGE_COPY[level];
  const name = levelName(level);
  // Moving between packages from their cards lands at the top of the next one, as a new page.
  useScrollToTop(level);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('packages.title', { level: name })}</h1>
        <p className={styles.tagline}>{t(copy.tagline)}</p>
      </header>
      <div className={styles.body}>
        <section className={styles.description} aria-label={t('packages.about')}>
          {copy.description.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </section>
        <section className={styles.summary} aria-labelledby="includes-title">
          <h2 id="includes-title" className={styles.sectionTitle}>
            {t('packages.includes', { level: name })}
          </h2>
          <FeatureList level={level} large />
          {level === 'standard' ? (
            <PriceTag price={t('packages.free')} note={t('packages.forEveryBusiness')} size="lg" />
          ) : (
            <PriceTag price={price(MEMBERSHIP_PRICE_CENTS[level])} note={t('packages.aYear')} size="lg" />
          )}
          {level !== 'standard' && (
            <Link to={paths.myBusiness.href(true)} className={buttonClass('accent', { size: 'lg' })}>
              <ShoppingCart aria-hidden size={18} />
              {t('packages.buyNow')}
            </Link>
          )}
        </section>
      </div>
      <section className={styles.compare} aria-labelledby="compare-title">
        <h2 id="compare-title" className={styles.sectionTitle}>
          {t('packages.compare')}
        </h2>
        <PackageCards current={level} />
      </section>
    </article>
  );
}

export const handle = { meta } satisfies RouteHandle;
