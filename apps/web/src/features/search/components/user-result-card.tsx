import { type UserCard } from '@b2b/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { LikesCount } from './likes-count.tsx';
import styles from './result-card.module.css';
import { paths } from '../../../lib/paths.ts';

/** "country / state / city", each missing part as `---` (section 2 of 01-). */
export const userPlace = (user: Pick<UserCard, 'country' | 'state' | 'city'>) =>
  [user.country?.countryName, user.state?.stateName, user.city].map((part) => part || '---').join(' / ');

/** "job position at company", or whichever of the two is known. */
const userWork = ({ jobPosition, companyName }: Pick<UserCard, 'jobPosition' | 'companyName'>) =>
  [jobPosition?.name, companyName].filter(Boolean).join(' at ');

/** The user card of section 2 of 01-. */
export function UserResultCard({ user }: { user: UserCard }) {
  const titleID = useId();
  const name = `${user.firstName} ${user.lastName}`;
  const profile = paths.publicProfile.href(user.userID);
  const work = userWork(user);
  return (
    <article className={styles.card} aria-labelledby={titleID}>
      <div className={styles.head}>
        <img
          className={`${styles.logo} ${styles.round}`}
          src={user.profilePhoto?.url ?? DEFAULT_PROFILE_PHOTO}
          srcSet={user.profilePhoto ? srcSetOf(user.profilePhoto) : undefined}
          sizes="72px"
          alt={`Photo of ${name}`}
          width={72}
          height={72}
        />
        <div className={styles.identity}>
          <h2 id={titleID} className={styles.name}>
            <Link to={profile}>{name}</Link>
          </h2>
          <p className={styles.sub}>{userPlace(user)}</p>
          {work && <p className={styles.work}>{work}</p>}
        </div>
      </div>
      {user.briefPresentation && <p className={styles.description}>{user.briefPresentation}</p>}
      <div className={styles.footer}>
        <div className={styles.counters}>
          <LikesCount likes={user.reactions.reactionCount.like} />
        </div>
        <div className={styles.actions}>
          <Link to={profile} className={buttonClass('primary', { size: 'sm' })}>
            Go Profile
            <span className="visually-hidden">: {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
