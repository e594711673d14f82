import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActionPage, ContentCallToAction, ContentPage } from './content-page.ts';
import { cx } from '../../lib/cx.ts';
import { buttonClass } from '../ui/button.ts';
import styles from './content-page-layout.module.css';
import { ContentSections } from './content-sections.tsx';
import { usePortalWords } from './use-portal-words.ts';

/** A company or marketing page: its banner (the heading and the lead), then what the page shows. */
export function ContentPageLayout({ page, children }: { page: ContentPage; children: ReactNode }) {
  const fill = usePortalWords();
  return (
    <article className={styles.page}>
      <header className={styles.banner}>
        <h1 className={styles.title}>{fill(page.heading)}</h1>
        {page.lead && <p className={styles.lead}>{fill(page.lead)}</p>}
      </header>
      {children}
    </article>
  );
}

/** A part of a page under its own heading and lead, above what it shows (the team, the values, the portals). */
export function TitledPart({
  id,
  heading,
  lead,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  const fill = usePortalWords();
  return (
    <section aria-labelledby={`${id}-title`} className={styles.part}>
      <div>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {fill(heading)}
        </h2>
        <p className={styles.sectionLead}>{fill(lead)}</p>
      </div>
      {children}
    </section>
  );
}

/** A page's invitation, its button leading to `to`: across the page, or in its side column (`aside`). */
export function CallToAction({
  content,
  to,
  aside = false,
}: {
  content: ContentCallToAction;
  to: string;
  aside?: boolean;
}) {
  const fill = usePortalWords();
  return (
    <section
      className={cx(styles.callToAction, aside && styles.callToActionAside)}
      aria-labelledby="call-to-action-title"
    >
      <div className={styles.callToActionText}>
        <h2 id="call-to-action-title" className={styles.callToActionTitle}>
          {fill(content.heading)}
        </h2>
        <p>{fill(content.text)}</p>
      </div>
      <Link
        to={to}
        className={cx(buttonClass('accent', { size: 'lg', block: aside }), aside && styles.asideButton)}
      >
        {fill(content.action)}
      </Link>
    </section>
  );
}

/** A page's key figures, large, with what each counts. */
export function Figures({ figures }: { figures: NonNullable<ContentPage['figures']> }) {
  const fill = usePortalWords();
  return (
    <section className={styles.figures} aria-labelledby="figures-title">
      <h2 id="figures-title" className="visually-hidden">
        {fill(figures.label)}
      </h2>
      <dl className={styles.figureList}>
        {figures.items.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{fill(figure.label)}</dt>
            <dd className={styles.figureValue}>{fill(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Written sections in a card, with a side column (`aside`) beside them on wide screens and below them on narrow ones. */
export function TextWithAside({ page, aside }: { page: ContentPage; aside: ReactNode }) {
  return (
    <div className={styles.split}>
      <div className={styles.text}>
        <ContentSections sections={page.sections} />
      </div>
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}

/** A page of written sections with its invitation beside them, whose button leads to `to`. */
export function ActionPageView({ page, to }: { page: ActionPage; to: string }) {
  return (
    <ContentPageLayout page={page}>
      <TextWithAside page={page} aside={<CallToAction content={page.callToAction} to={to} aside />} />
    </ContentPageLayout>
  );
}
