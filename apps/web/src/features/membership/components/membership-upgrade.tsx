import { isRenewable, SUBSCRIPTIONS, type Subscription, type SubscriptionPlan } from '@b2b/contracts';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useBusinessMembership, useSubscriptionSetup } from '../api/queries.ts';
import { useMembershipWords } from '../use-membership-words.ts';
import { Checkout } from './checkout.tsx';
import { FeatureList } from './feature-list.tsx';
import { PriceTag } from './price-tag.tsx';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './membership-upgrade.module.css';

const rank = (level: Subscription) => SUBSCRIPTIONS.indexOf(level);

/** The owner's view of the business's membership: what it has now, the higher plans on sale, and paying for one. */
export function MembershipUpgrade({
  businessID,
  onUpgraded,
}: {
  businessID: string;
  /** After a purchase, for what else on the page follows the level. */
  onUpgraded: () => void;
}) {
  const membership = useBusinessMembership(businessID);
  const setup = useSubscriptionSetup();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const email = useSession()?.profile?.email ?? '';
  const { t, language, levelName, price } = useMembershipWords();

  if (membership.isError || setup.isError) return <LoadError />;
  if (!membership.data || !setup.data) return <Loading />;
  const { subscription, validUntil } = membership.data;
  const higher = setup.data.plans.filter((plan) => rank(plan.subscription) > rank(subscription));
  // In the last days of a paid year the same level is sold again, for the year after it.
  const renewal = isRenewable(validUntil, new Date(), setup.data.renewalDays)
    ? setup.data.plans.find((plan) => plan.subscription === subscription)
    : undefined;

  return (
    <>
      <section className={styles.current} aria-labelledby="current-title">
        <Award aria-hidden size={32} className={styles.badge} />
        <div>
          <h2 id="current-title" className={styles.currentTitle}>
            {t('upgrade.current', { level: levelName(subscription) })}
          </h2>
          <p className={styles.validity}>
            {validUntil
              ? t('upgrade.validUntil', { date: formatDate(validUntil, language) })
              : t('upgrade.freeForever')}
          </p>
        </div>
        <Link to={paths.membershipPackage.href(subscription)} className={styles.details}>
          {t('packages.includes', { level: levelName(subscription) })}
        </Link>
      </section>

      {renewal && validUntil && (
        <section className={styles.renewal} aria-labelledby="renewal-title">
          <h2 id="renewal-title" className={styles.sectionTitle}>
            {t('upgrade.renewTitle')}
          </h2>
          <p>
            {t('upgrade.renewText', {
              level: levelName(subscription),
              date: formatDate(validUntil, language),
            })}
          </p>
          <button
            type="button"
            className={buttonClass(chosen?.planId === renewal.planId ? 'primary' : 'outline')}
            aria-pressed={chosen?.planId === renewal.planId}
            onClick={() => setChosen(renewal)}
          >
            {t('upgrade.renew', { level: levelName(subscription), price: price(renewal.price) })}
          </button>
        </section>
      )}

      {higher.length === 0 ? (
        <p className={styles.best} role="status">
          {t('upgrade.best')}
        </p>
      ) : (
        <section className={styles.plans} aria-labelledby="plans-title">
          <h2 id="plans-title" className={styles.sectionTitle}>
            {t('upgrade.plansTitle')}
          </h2>
          <ul className={cx(cardGrid({ sm: 'fit' }), styles.planList)}>
            {higher.map((plan) => (
              <li key={plan.planId} className={styles.plan} aria-labelledby={`plan-${plan.planId}`}>
                <h3 id={`plan-${plan.planId}`} className={styles.planName}>
                  {levelName(plan.subscription)}
                </h3>
                <PriceTag price={price(plan.price)} note={t('packages.aYear')} />
                <FeatureList level={plan.subscription} />
                <button
                  type="button"
                  className={buttonClass(chosen?.planId === plan.planId ? 'primary' : 'outline', {
                    block: true,
                  })}
                  aria-pressed={chosen?.planId === plan.planId}
                  onClick={() => setChosen(plan)}
                >
                  {t('upgrade.choose', { level: levelName(plan.subscription) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {chosen && (rank(chosen.subscription) > rank(subscription) || chosen === renewal) && (
        <Checkout
          // A new plan is a new purchase: a form of its own, with a key of its own.
          key={chosen.planId}
          businessID={businessID}
          plan={chosen}
          provider={setup.data.provider}
          publicKey={setup.data.publicKey}
          defaultEmail={email}
          onCancel={() => setChosen(null)}
          onPaid={() => {
            setChosen(null);
            onUpgraded();
          }}
        />
      )}
    </>
  );
}
