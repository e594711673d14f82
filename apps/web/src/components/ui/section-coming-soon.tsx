import styles from './section-coming-soon.module.css';

/**
 * Stand-in for a signed-in section whose feature is not built yet: the route, its login guard and its title exist now,
 * the content arrives with the feature.
 */
export function SectionComingSoon({ title, feature }: { title: string; feature: string }) {
  return (
    <section className={styles.page} aria-labelledby="section-title">
      <h1 id="section-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.note}>This section is coming with the {feature} feature.</p>
    </section>
  );
}
