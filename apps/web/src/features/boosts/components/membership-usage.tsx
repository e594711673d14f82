import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatHours } from '../../../lib/format-hours.ts';
import { useMembershipUsage } from '../api/queries.ts';
import styles from './boosts.module.css';

/** What the business's level gives and how much of it is used: this month's boosts and the paid year's support hours. */
export function MembershipUsage({ businessID }: { businessID: string }) {
  const usage = useMembershipUsage(businessID);
  if (usage.isError) return <LoadError />;
  if (!usage.data) return <Loading />;
  const { boosts, support } = usage.data;
  return (
    <section className={styles.usage} aria-labelledby="usage-title">
      <h2 id="usage-title" className={styles.usageTitle}>
        What your membership gives
      </h2>
      <dl className={styles.usageList}>
        <div>
          <dt>Advertising boosts</dt>
          <dd>
            {boosts.allowance === 0
              ? 'None at this level'
              : `${boosts.left} of ${boosts.allowance} left this month (new ones on ${formatDate(boosts.resetsAt.slice(0, 10))})`}
          </dd>
        </div>
        <div>
          <dt>Professional B2B support</dt>
          <dd>
            {support.hoursPerYear === 0
              ? 'None at this level'
              : `${formatHours(support.minutesUsed)} of ${support.hoursPerYear} h used` +
                (support.periodEnd ? ` until ${formatDate(support.periodEnd.slice(0, 10))}` : '')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
