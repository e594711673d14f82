import type { Thread } from '@b2b/contracts';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDayUTC } from '../../../lib/format-date.ts';
import { useThreads } from '../api/queries.ts';
import { counterpartOf } from '../counterpart.ts';
import { useSubjectText } from '../subjects.ts';
import { PartyPhoto } from './party-photo.tsx';
import styles from './message-center.module.css';

/** How long typing rests before the list is searched: one call per word rather than per key. */
const SEARCH_DELAY_MS = 300;

/**
 * An identity's threads, newest activity first, searchable by the other side's name, the subject or a day
 * (YYYY-MM-DD, as each row shows it). The next page loads when its button is pressed or scrolls into view.
 */
export function ThreadList({
  identityID,
  selectedID,
  hrefOf,
}: {
  identityID: string;
  selectedID: string | undefined;
  hrefOf: (requestID: string) => string;
}) {
  const { t } = useTranslation('inquiries');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const threads = useThreads(identityID, search);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = threads;
  const more = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = more.current;
    if (!button || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows = threads.data?.pages.flatMap((page) => page.threads) ?? [];
  return (
    <section className={styles.listPanel} aria-labelledby="threads-title">
      <h2 id="threads-title" className="visually-hidden">
        {t('threads.title')}
      </h2>
      <label className={styles.search}>
        <span className="visually-hidden">{t('threads.search')}</span>
        <Search aria-hidden size={16} />
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('threads.searchPlaceholder')}
          maxLength={100}
        />
      </label>
      {threads.error instanceof ApiError && threads.error.status === 404 ? (
        <p className={styles.empty}>{t('threads.notYours')}</p>
      ) : threads.isError && !threads.data ? (
        <LoadError />
      ) : !threads.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{search ? t('threads.noMatch') : t('threads.none')}</p>
      ) : (
        <>
          <ul
            className={styles.threads}
            aria-label={t('threads.title')}
            aria-busy={threads.isFetching || undefined}
          >
            {rows.map((thread) => (
              <li key={thread.requestID}>
                <ThreadRow
                  thread={thread}
                  href={hrefOf(thread.requestID)}
                  selected={thread.requestID === selectedID}
                />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <button
              ref={more}
              type="button"
              className={buttonClass('outline', { size: 'sm', block: true })}
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? t('threads.loading') : t('threads.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function ThreadRow({ thread, href, selected }: { thread: Thread; href: string; selected: boolean }) {
  const { t } = useTranslation('inquiries');
  const subjectText = useSubjectText();
  const counterpart = counterpartOf(thread);
  return (
    <Link
      to={href}
      className={cx(styles.thread, selected && styles.threadSelected, thread.unread && styles.threadUnread)}
      aria-current={selected ? 'page' : undefined}
    >
      <PartyPhoto party={counterpart} size={40} />
      <span className={styles.threadText}>
        <span className={styles.threadTop}>
          <span className={styles.threadName}>
            {counterpart.deleted ? t('conversation.deletedUser') : counterpart.name}
          </span>
          <time dateTime={thread.lastMessageAt} className={styles.threadDate}>
            {formatDayUTC(thread.lastMessageAt)}
          </time>
        </span>
        <span className={styles.threadSubject}>{subjectText(thread.subject)}</span>
        <span className={styles.threadMeta}>
          {thread.side === 'S' ? t('threads.sent') : t('threads.received')}
          {thread.status === 'closed' && ` · ${t('threads.ended')}`}
        </span>
      </span>
      {thread.unread && (
        <span className={styles.unreadDot}>
          <span className="visually-hidden">{t('threads.unread')}</span>
        </span>
      )}
    </Link>
  );
}
