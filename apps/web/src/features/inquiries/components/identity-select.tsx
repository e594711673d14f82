import { useTranslation } from 'react-i18next';
import styles from './message-center.module.css';

export interface Identity {
  identityID: string;
  name: string;
  /** Its unread threads, said beside its name so the person sees where the new messages are. */
  unread?: number | undefined;
}

/** Whose threads the message center shows: the person, or one of their businesses. */
export function IdentitySelect({
  value,
  identities,
  onChange,
}: {
  value: string;
  identities: Identity[];
  onChange: (identityID: string) => void;
}) {
  const { t } = useTranslation('inquiries');
  return (
    <label className={styles.identity}>
      {t('center.messagesOf')}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {identities.map(({ identityID, name, unread = 0 }) => (
          <option key={identityID} value={identityID}>
            {unread > 0 ? t('center.identityUnread', { name, count: unread }) : name}
          </option>
        ))}
      </select>
    </label>
  );
}
