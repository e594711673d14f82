import { MAIL_DELIVERIES, MAIL_KINDS, type MailDelivery, type MailKind } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences.ts';
import sections from './profile-sections.module.css';
import styles from './mail-preferences.module.css';

/** Each kind's and each delivery's words, named whole so that the locales' test sees them used. */
const KIND_LABELS = {
  requests: 'kinds.requests',
  memberRequests: 'kinds.memberRequests',
  replies: 'kinds.replies',
  invitations: 'kinds.invitations',
  verification: 'kinds.verification',
  renewals: 'kinds.renewals',
  rfqs: 'kinds.rfqs',
} as const satisfies Record<MailKind, ParseKeys<'mailPreferences'>>;

const DELIVERY_LABELS = {
  instant: 'deliveries.instant',
  daily: 'deliveries.daily',
  off: 'deliveries.off',
} as const satisfies Record<MailDelivery, ParseKeys<'mailPreferences'>>;

/**
 * The profile's "Emails" section: for each kind of notification mail, at once, in a daily digest, or not at all.
 * Each choice is saved as it is made; receipts and account mail are always sent, as the section says.
 */
export function MailPreferences() {
  const { t } = useTranslation('mailPreferences');
  const preferences = useMailPreferences();
  const update = useUpdateMailPreferences();

  const choose = (kind: MailKind, delivery: MailDelivery) =>
    update.mutate(
      { [kind]: delivery },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (error) => toastFailure(error),
      },
    );

  return (
    <section className={sections.card} aria-labelledby="mail-preferences-title">
      <h2 id="mail-preferences-title" className={sections.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {preferences.isError ? (
        <LoadError />
      ) : !preferences.data ? (
        <Loading />
      ) : (
        <div className={styles.kinds}>
          {MAIL_KINDS.map((kind) => (
            <fieldset key={kind} className={styles.kind}>
              <legend className={styles.legend}>{t(KIND_LABELS[kind])}</legend>
              <div className={styles.choices}>
                {MAIL_DELIVERIES.map((delivery) => (
                  <label key={delivery} className={styles.choice}>
                    <input
                      type="radio"
                      name={`mail-${kind}`}
                      value={delivery}
                      checked={preferences.data[kind] === delivery}
                      onChange={() => choose(kind, delivery)}
                    />
                    {t(DELIVERY_LABELS[delivery])}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      <p className={styles.always}>{t('always')}</p>
    </section>
  );
}
