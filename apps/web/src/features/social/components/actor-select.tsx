import { saveSocialActor } from '../../../lib/session.ts';
import styles from './comments-section.module.css';
import { useSocialActor } from '../acting-identity.tsx';

/** "Comment as": the person or one of the first five of their businesses; shown to people who have a business. */
export function ActorSelect() {
  const actor = useSocialActor();
  if (!actor.session || actor.choices.length === 0) return null;
  const { profile, userID } = actor.session;
  return (
    <label className={styles.actor}>
      Comment as
      <select
        className={styles.actorSelect}
        value={actor.key}
        onChange={(event) => saveSocialActor(event.target.value)}
      >
        <option value={userID}>{profile ? `${profile.firstName} ${profile.lastName}` : 'Myself'}</option>
        {actor.choices.map(({ businessID, business }) => (
          <option key={businessID} value={businessID}>
            {business.general.companyName}
          </option>
        ))}
      </select>
    </label>
  );
}
