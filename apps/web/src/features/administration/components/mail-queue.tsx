import { MAIL_STATUSES, type AdminMail, type MailStatusName } from '@b2b/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useMailQueue, useResendMail } from '../api/queries.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';

const STATUS_LABELS = { waiting: 'mail.waiting', sent: 'mail.sent', failed: 'mail.failed' } as const;
/** What the list says when it has no mail of the chosen status. */
const EMPTY_TEXTS = {
  waiting: 'mail.empty.waiting',
  sent: 'mail.empty.sent',
  failed: 'mail.empty.failed',
} as const;

const isStatus = (value: string): value is MailStatusName =>
  (MAIL_STATUSES as readonly string[]).includes(value);

function Mail({ mail }: { mail: AdminMail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const resend = useResendMail();
  const subject = mail.subject ?? mail.template;
  return (
    <li className={styles.queueItem} aria-label={subject}>
      <span className={styles.queueLink}>{subject}</span>
      <span className={styles.meta}>
        {t('mail.details', {
          to: mail.to,
          date: formatDateTimeUTC(mail.createdAt, language),
          count: mail.attempts,
        })}
        {mail.sentAt && ` · ${t('mail.sentAt', { date: formatDateTimeUTC(mail.sentAt, language) })}`}
      </span>
      {mail.lastError && <span className={styles.meta}>{t('mail.reason', { reason: mail.lastError })}</span>}
      <span className={styles.statusTag} data-status={mail.status}>
        {t(STATUS_LABELS[mail.status])}
      </span>
      {mail.resendable && (
        <div>
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(mail.mailID, {
                onSuccess: () => toast.success(t('mail.resent')),
                onError: (error) => toastFailure(error),
              })
            }
          >
            {t('mail.resend')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The mail queue, newest first: waiting, sent and failed mails (with the reason), each sent or failed one resendable. */
export function MailQueue() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<MailStatusName | null>(null);
  const queue = useMailQueue(status);
  const first = queue.data?.pages[0];
  return (
    <div className={styles.block}>
      <div className={styles.lookup}>
        <Field label={t('mail.show')}>
          {(props) => (
            <select
              {...props}
              value={status ?? ''}
              onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : null)}
            >
              <option value="">{t('mail.all')}</option>
              {MAIL_STATUSES.map((name) => (
                <option key={name} value={name}>
                  {t(STATUS_LABELS[name])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {queue.isError ? (
        <LoadError />
      ) : !queue.data || !first ? (
        <Loading />
      ) : (
        <>
          <p className={styles.meta}>{t('mail.counts', first.counts)}</p>
          {first.mails.length === 0 ? (
            <NoContent message={t(status ? EMPTY_TEXTS[status] : 'mail.empty.all')} />
          ) : (
            <ul className={styles.queue}>
              {queue.data.pages
                .flatMap((page) => page.mails)
                .map((mail) => (
                  <Mail key={mail.mailID} mail={mail} />
                ))}
            </ul>
          )}
          <ShowMoreButton list={queue} />
        </>
      )}
    </div>
  );
}
