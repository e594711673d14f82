import type { ReactNode } from 'react';
import type { ContentPage } from '../../content/content-page.ts';
import { formatDate } from '../../lib/format-date.ts';
import styles from './article-header.module.css';
import { usePortalWords } from './use-portal-words.ts';

/**
 * The head of a written article (a legal page, a tip): an optional kicker, the heading, the date line (`Effective` or
 * `Published` and the date, with the author when there is one) and the lead.
 */
export function ArticleHeader({
  page,
  kicker,
  dateLabel,
  date,
}: {
  page: ContentPage;
  kicker?: ReactNode;
  dateLabel: string;
  date: string | undefined;
}) {
  const fill = usePortalWords();
  return (
    <header className={styles.header}>
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{fill(page.heading)}</h1>
      {date && (
        <p className={styles.dateLine}>
          {dateLabel} <time dateTime={date}>{formatDate(date)}</time>
          {page.author && <> · {fill(page.author)}</>}
        </p>
      )}
      {page.lead && <p className={styles.lead}>{fill(page.lead)}</p>}
    </header>
  );
}
