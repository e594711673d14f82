import { useTranslation } from 'react-i18next';
import { saveSocialActor } from '../../../lib/session.ts';
import styles from './comments-section.module.css';
import { useSocialActor } from '../acting-identity.tsx';

/**
 * "Comment as" (or the `label` given): the person or one of the first five of their businesses; shown to people who have
 * a business. The choice is the acting identity of the whole portal: posts, likes and comments.
 */
export function ActorSelect({ label }: { label?: string }) {
  const { t } = useTranslation();
  const actor = useSocialActor();
  if (!actor.session || actor.choices.length === 0) return null;
  const { profile, userID } = actor.session;
  return (
    <label className={styles.actor}>
      {label ?? t('comments.commentAs')}
      <select
        className={styles.actorSelect}
        value={actor.key}
        onChange={(event) => saveSocialActor(event.target.value)}
      >
        <option value={userID}>
          {profile ? `${profile.firstName} ${profile.lastName}` : t('comments.myself')}
        </option>
        {actor.choices.map(({ businessID, business }) => (
          <option key={businessID} value={businessID}>
            {business.general.companyName}
          </option>
        ))}
      </select>
    </label>
  );
}
