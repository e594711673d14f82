import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerificationQueue } from '../api/queries.ts';
import { useLevelLabel } from '../../../lib/level-names.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';
import { useLanguage } from '../../../lib/language.ts';

const STATUS_LABELS = {
  pending: 'queue.pending',
  approved: 'queue.approved',
  rejected: 'queue.rejected',
} as const;

/** The verification requests, waiting ones first, each opening its review. */
export function VerificationQueue() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const levelLabel = useLevelLabel();
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
              {t('queue.details', {
                level: levelLabel(request.business.subscription),
                number: request.registrationNumber,
                date: formatDate(request.createdAt, language),
              })}
            </span>
            <span className={styles.statusTag} data-status={request.status}>
              {t(STATUS_LABELS[request.status])}
            </span>
          </li>
        ))}
      </ul>
      <ShowMoreButton list={queue} />
    </>
  );
}
