import type { Thread } from '@b2b/contracts';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDayUTC } from '../../../lib/format-date.ts';
import { useThreads } from '../api/queries.ts';
import { counterpartOf } from '../counterpart.ts';
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
        Conversations
      </h2>
      <label className={styles.search}>
        <span className="visually-hidden">Search conversations</span>
        <Search aria-hidden size={16} />
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Search by name, subject or date"
          maxLength={100}
        />
      </label>
      {threads.error instanceof ApiError && threads.error.status === 404 ? (
        <p className={styles.empty}>These conversations are not yours to see.</p>
      ) : threads.isError && !threads.data ? (
        <LoadError />
      ) : !threads.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>
          {search ? 'No conversation matches your search.' : 'No conversations yet.'}
        </p>
      ) : (
        <>
          <ul
            className={styles.threads}
            aria-label="Conversations"
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
              {isFetchingNextPage ? 'Loading...' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function ThreadRow({ thread, href, selected }: { thread: Thread; href: string; selected: boolean }) {
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
          <span className={styles.threadName}>{counterpart.name}</span>
          <time dateTime={thread.lastMessageAt} className={styles.threadDate}>
            {formatDayUTC(thread.lastMessageAt)}
          </time>
        </span>
        <span className={styles.threadSubject}>{thread.subject}</span>
        <span className={styles.threadMeta}>
          {thread.side === 'S' ? 'Sent' : 'Received'}
          {thread.status === 'closed' && ' · Ended'}
        </span>
      </span>
      {thread.unread && (
        <span className={styles.unreadDot}>
          <span className="visually-hidden">Unread</span>
        </span>
      )}
    </Link>
  );
}
