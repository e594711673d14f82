import { UNVERIFIED_REQUESTS_LIMIT } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useEmailClaims } from '../../lib/session.ts';
import styles from './unverified-email-note.module.css';

/**
 * Says, before a signed-in person with an unverified address tries, that this needs their address verified (the API
 * refuses it with 403 until then); nothing for anyone else.
 */
export function UnverifiedEmailNote({ gate }: { gate: 'invitation' | 'membership' | 'requests' }) {
  const { t } = useTranslation('layout');
  const claims = useEmailClaims();
  if (!claims || claims.verified) return null;
  return (
    <p className={styles.note} role="note">
      {gate === 'invitation'
        ? t('verifyEmail.gates.invitation')
        : gate === 'membership'
          ? t('verifyEmail.gates.membership')
          : t('verifyEmail.gates.requests', { count: UNVERIFIED_REQUESTS_LIMIT })}
    </p>
  );
}
