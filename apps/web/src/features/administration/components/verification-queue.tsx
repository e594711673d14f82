import { subscriptionLabel } from '@b2b/contracts';
import { Link } from 'react-router';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDayUTC } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerificationQueue } from '../api/queries.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;

/** The verification requests, waiting ones first, each opening its review. */
export function VerificationQueue() {
  const queue = useVerificationQueue();
  if (queue.isError) return <LoadError />;
  if (!queue.data) return <Loading />;
  const requests = queue.data.pages.flatMap((page) => page.requests);
  if (requests.length === 0) return <NoContent />;
  return (
    <>
      <ul className={styles.queue}>
        {requests.map((request) => (
          <li key={request.requestID} className={styles.queueItem}>
            <Link to={paths.adminVerification.href(request.requestID)} className={styles.queueLink}>
              {request.business.companyName}
            </Link>
            <span className={styles.meta}>
              {subscriptionLabel(request.business.subscription)} · registration {request.registrationNumber} ·
              sent {formatDayUTC(request.createdAt)}
            </span>
            <span className={styles.statusTag} data-status={request.status}>
              {STATUS_LABELS[request.status]}
            </span>
          </li>
        ))}
      </ul>
      <ShowMoreButton list={queue} />
    </>
  );
}
