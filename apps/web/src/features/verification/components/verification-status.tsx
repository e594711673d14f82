import type { VerificationState } from '@b2b/contracts';
import { formatDayUTC } from '../../../lib/format-date.ts';
import styles from './verification.module.css';

/** Where the business's verification stands, in words its people read; a rejection shows the administrator's reason. */
export function VerificationStatus({ state }: { state: VerificationState }) {
  const { latest } = state;
  if (state.verified) {
    return (
      <p className={styles.status} data-status="approved">
        <strong>Verified.</strong> Your business shows the verified badge
        {latest?.decidedAt ? ` since ${formatDayUTC(latest.decidedAt)}` : ''}.
      </p>
    );
  }
  if (latest?.status === 'pending') {
    return (
      <p className={styles.status} data-status="pending">
        <strong>Waiting for review.</strong> Your request of {formatDayUTC(latest.createdAt)} (registration
        number {latest.registrationNumber}) is waiting for an administrator.
      </p>
    );
  }
  if (latest?.status === 'rejected') {
    return (
      <div className={styles.status} data-status="rejected">
        <p>
          <strong>Rejected</strong>
          {latest.decidedAt ? ` on ${formatDayUTC(latest.decidedAt)}` : ''}. Reason:
        </p>
        <blockquote className={styles.reason}>{latest.reason}</blockquote>
        <p>You can correct the evidence and request verification again.</p>
      </div>
    );
  }
  return (
    <p className={styles.status} data-status="none">
      <strong>Not verified.</strong> Request verification to show buyers the verified badge.
    </p>
  );
}
