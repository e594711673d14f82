import type { ReactNode } from 'react';
import styles from './profile-sections.module.css';
import type { ShownProfile } from './profile-header.tsx';

/** `1970-10-24` → `October 24, 1970`, the same on the server and in the browser. */
export function formatBirthDate(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
}

/** The profile's facts, the ones that are filled in; birth date only when its owner shows it. */
export function ProfileDetails({ profile }: { profile: ShownProfile }) {
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value) rows.push([label, value]);
  };
  add('Company name', profile.companyName);
  add('Industry', profile.industry?.name);
  add('Job position', profile.jobPosition?.name);
  add('Business type', profile.businessType?.name);
  add('Country', profile.country?.countryName);
  add('State', profile.state?.stateName);
  add('City', profile.city);
  add('Preferred language', profile.preferredLanguage?.languageName);
  if (profile.showBirthDate && profile.birthDate) add('Birth date', formatBirthDate(profile.birthDate));

  return (
    <section className={styles.card} aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.title}>
        Details
      </h2>
      {rows.length > 0 ? (
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.empty}>No details yet.</p>
      )}
    </section>
  );
}

/** The brief presentation, under the spec's heading. */
export function AboutMe({ text, emptyText }: { text: string | null; emptyText: string }) {
  return (
    <section className={styles.card} aria-labelledby="about-me-title">
      <h2 id="about-me-title" className={styles.title}>
        About me
      </h2>
      {text ? <p className={styles.about}>{text}</p> : <p className={styles.empty}>{emptyText}</p>}
    </section>
  );
}

/**
 * The person's businesses. Businesses do not exist on the portal yet, so the list is empty until that feature brings
 * `business/profile/list-business`.
 */
export function UserBusinesses({
  title,
  emptyText,
  action,
}: {
  title: string;
  emptyText: string;
  action?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby="user-businesses-title">
      <div className={styles.titleRow}>
        <h2 id="user-businesses-title" className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      <p className={styles.empty}>{emptyText}</p>
    </section>
  );
}
