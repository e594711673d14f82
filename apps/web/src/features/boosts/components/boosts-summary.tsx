import type { BoostAllowance } from '@b2b/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { BoostButton } from './boost-button.tsx';
import styles from './boosts.module.css';

/**
 * This month's advertising boosts of a business in its manage mode: how many are left and when they renew, and the
 * boost of the business itself; a level without boosts points to the membership instead.
 */
export function BoostsSummary({
  businessID,
  companyName,
  allowance,
}: {
  businessID: string;
  companyName: string;
  allowance: BoostAllowance;
}) {
  if (allowance.allowance === 0) {
    return (
      <section className={styles.summary} aria-label="Advertising boosts">
        <p>
          Advertising boosts put a product or your business at the top of the searches it matches for 7 days.
          They come with the Gold, Premium and Platinum memberships.
        </p>
        <Link to={paths.businessMembership.href(businessID)}>Get advertising boosts</Link>
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-label="Advertising boosts">
      <p>
        <strong>
          {allowance.left} of {allowance.allowance} boosts left this month
        </strong>{' '}
        <span className={styles.renewal}>(new ones on {formatDate(allowance.resetsAt.slice(0, 10))})</span>
      </p>
      <div className={styles.business}>
        <span>Your business at the top of business searches:</span>
        <BoostButton businessID={businessID} name={companyName} allowance={allowance} />
      </div>
    </section>
  );
}
