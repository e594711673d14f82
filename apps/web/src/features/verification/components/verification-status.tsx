import type { VerificationState } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import styles from './verification.module.css';
import { useLanguage } from '../../../lib/language.ts';

/** The status's first words, in bold. */
const STRONG = { strong: (words: string) => <strong>{words}</strong> };

/** Where the business's verification stands, in words its people read; a rejection shows the administrator's reason. */
export function VerificationStatus({ state }: { state: VerificationState }) {
  const { t } = useTranslation('membership');
  const language = useLanguage();
  const { latest } = state;
  if (state.verified) {
    return (
      <p className={styles.status} data-status="approved">
        <RichText
          text={
            latest?.decidedAt
              ? t('verification.verifiedSince', { date: formatDate(latest.decidedAt, language) })
              : t('verification.verified')
          }
          elements={STRONG}
        />
      </p>
    );
  }
  if (latest?.status === 'pending') {
    return (
      <p className={styles.status} data-status="pending">
        <RichText
          text={t('verification.pending', {
            date: formatDate(latest.createdAt, language),
            number: latest.registrationNumber,
          })}
          elements={STRONG}
        />
      </p>
    );
  }
  if (latest?.status === 'rejected') {
    return (
      <div className={styles.status} data-status="rejected">
        <p>
          <RichText
            text={
              latest.decidedAt
                ? t('verification.rejectedOn', { date: formatDate(latest.decidedAt, language) })
                : t('verification.rejected')
            }
            elements={STRONG}
          />
        </p>
        <blockquote className={styles.reason}>{latest.reason}</blockquote>
        <p>{t('verification.again')}</p>
      </div>
    );
  }
  return (
    <p className={styles.status} data-status="none">
      <RichText text={t('verification.none')} elements={STRONG} />
    </p>
  );
}
