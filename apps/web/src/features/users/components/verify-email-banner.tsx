import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../lib/portal.tsx';
import { useEmailClaims } from '../../../lib/session.ts';
import { resendVerificationMail, type ResendOutcome } from '../api/verification-mail.ts';
import styles from './verify-email-banner.module.css';

/**
 * A signed-in person whose address is not verified yet: a line under the header saying so, with a way to have the
 * link mailed again. Once the link is opened, the portal's next token says verified and the line goes.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('layout');
  const portal = usePortal();
  const claims = useEmailClaims();
  const [outcome, setOutcome] = useState<ResendOutcome | 'sending' | null>(null);
  if (!claims || claims.verified) return null;

  const resend = async () => {
    setOutcome('sending');
    setOutcome(await resendVerificationMail(portal.authUrl));
  };
  const status =
    outcome === null || outcome === 'sending'
      ? null
      : outcome.kind === 'sent'
        ? t('verifyEmail.sent', { email: claims.email })
        : outcome.kind === 'limited'
          ? t('verifyEmail.limited', { count: outcome.minutes })
          : t('verifyEmail.failed');
  return (
    <aside className={styles.banner} aria-label={t('verifyEmail.label')}>
      <div className={styles.inner}>
        <p className={styles.text}>{t('verifyEmail.text', { email: claims.email })}</p>
        <button
          type="button"
          className={styles.resend}
          disabled={outcome === 'sending' || outcome?.kind === 'sent'}
          onClick={() => void resend()}
        >
          {t('verifyEmail.resend')}
        </button>
        <p className={styles.text} role="status">
          {status}
        </p>
      </div>
    </aside>
  );
}
