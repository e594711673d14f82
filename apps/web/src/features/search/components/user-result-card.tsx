import { type UserCard } from '@b2b/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { LikesCount } from './likes-count.tsx';
import styles from './result-card.module.css';
import { paths } from '../../../lib/paths.ts';

/** "country / state / city", each missing part as `---`; the country named in the page's language. */
const userPlace = (countryName: string | undefined, user: Pick<UserCard, 'state' | 'city'>) =>
  [countryName, user.state?.stateName, user.city].map((part) => part || '---').join(' / ');

/** A user in the search results: photo, name, job position and company, and where they are. */
export function UserResultCard({ user }: { user: UserCard }) {
  const { t } = useTranslation('search');
  const countryName = useCountryName();
  const titleID = useId();
  const name = `${user.firstName} ${user.lastName}`;
  const profile = paths.publicProfile.href(user.userID);
  // "job position at company", or whichever of the two is known.
  const [position, company] = [user.jobPosition?.name, user.companyName].map((part) => part ?? '');
  const work = position && company ? t('card.work', { position, company }) : position || company;
  return (
    <article className={styles.card} aria-labelledby={titleID}>
      <div className={styles.head}>
        <img
          className={`${styles.logo} ${styles.round}`}
          src={user.profilePhoto?.url ?? DEFAULT_PROFILE_PHOTO}
          srcSet={user.profilePhoto ? srcSetOf(user.profilePhoto) : undefined}
          sizes="72px"
          alt={t('card.userPhoto', { name })}
          width={72}
          height={72}
        />
        <div className={styles.identity}>
          <h2 id={titleID} className={styles.name}>
            <Link to={profile}>{name}</Link>
          </h2>
          <p className={styles.sub}>
            {userPlace(user.country ? countryName(user.country) : undefined, user)}
          </p>
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
            {t('card.goProfile')}
            <span className="visually-hidden">: {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
