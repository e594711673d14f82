import type { InterfaceLanguage } from '@b2b/contracts';
import type { ReactNode } from 'react';
import type { ContentPage } from './content-page.ts';
import { useLanguage } from '../../lib/language.ts';
import styles from './article-header.module.css';
import { usePortalWords } from './use-portal-words.ts';

/** `2019-10-21` → `October 21, 2019`, `21 de octubre de 2019`, `21 ottobre 2019`, `2019年10月21日`. */
const formatLongDate = (date: string, language: InterfaceLanguage) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    timeZone: 'UTC',
    dateStyle: 'long',
  }).format(new Date(`${date}T00:00:00Z`));

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
  const language = useLanguage();
  return (
    <header className={styles.header}>
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{fill(page.heading)}</h1>
      {date && (
        <p className={styles.dateLine}>
          {dateLabel} <time dateTime={date}>{formatLongDate(date, language)}</time>
          {page.author && <> · {fill(page.author)}</>}
        </p>
      )}
      {page.lead && <p className={styles.lead}>{fill(page.lead)}</p>}
    </header>
  );
}
