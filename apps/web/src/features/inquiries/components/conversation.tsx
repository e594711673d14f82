import { productPath, type Thread, type ThreadMessage } from '@b2b/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowLeft, EllipsisVertical } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/business/product-picture.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useEndRequest, useSendMessage, useThread } from '../api/queries.ts';
import { counterpartOf, partyHref } from '../counterpart.ts';
import { formatMessageTime } from '../format.ts';
import { useSubjectText } from '../subjects.ts';
import { DealStatus } from './deal-status.tsx';
import { PartyPhoto } from './party-photo.tsx';
import { ReplyBox } from './reply-box.tsx';
import styles from './message-center.module.css';

/**
 * One thread as `identityID` reads it (reading marks it read): the other side's card, the product it is about, the
 * messages with their UTC times, the reply box, and the menu to end it or to see a business sender's page.
 */
export function Conversation({
  identityID,
  requestID,
  backHref,
  afterDeal,
}: {
  identityID: string;
  requestID: string;
  backHref: string;
  /** What the page shows once the deal is closed (the review), under the deal's state. */
  afterDeal?: (thread: Thread) => ReactNode;
}) {
  const { t } = useTranslation('inquiries');
  const thread = useThread(requestID, identityID);
  const back = (
    <Link to={backHref} className={styles.back}>
      <ArrowLeft aria-hidden size={18} />
      {t('conversation.back')}
    </Link>
  );
  if (thread.error instanceof ApiError && thread.error.status === 404) {
    return (
      <section className={styles.conversation} aria-labelledby="conversation-title">
        {back}
        <div className={styles.notFound}>
          <h2 id="conversation-title">{t('conversation.notFoundTitle')}</h2>
          <p>{t('conversation.notFoundText')}</p>
        </div>
      </section>
    );
  }
  if (!thread.data) {
    return (
      <section className={styles.conversation} aria-label={t('conversation.label')}>
        {back}
        {thread.isError ? <LoadError /> : <Loading />}
      </section>
    );
  }
  return (
    <OpenThread
      identityID={identityID}
      thread={thread.data.request}
      messages={thread.data.messages}
      older={thread.hasOlder ? { loading: thread.loadingOlder, load: thread.loadOlder } : null}
      back={back}
      afterDeal={afterDeal}
    />
  );
}

function OpenThread({
  identityID,
  thread,
  messages,
  older,
  back,
  afterDeal,
}: {
  identityID: string;
  thread: Thread;
  messages: ThreadMessage[];
  /** The page before the oldest message shown, when there is one. */
  older: { loading: boolean; load: () => void } | null;
  back: ReactNode;
  afterDeal: ((thread: Thread) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('inquiries');
  const language = useLanguage();
  const subjectText = useSubjectText();
  const counterpart = counterpartOf(thread);
  const counterpartName = counterpart.deleted ? t('conversation.deletedUser') : counterpart.name;
  const send = useSendMessage(thread.requestID, identityID);
  const end = useEndRequest(thread.requestID, identityID);
  const closed = thread.status === 'closed';
  const list = useRef<HTMLOListElement>(null);
  const lastID = messages.at(-1)?.messageID;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastID]);
  // Older messages come in above the ones being read: the list keeps its distance from the bottom, so they stay in view.
  const fromBottom = useRef<number | null>(null);
  const firstID = messages[0]?.messageID;
  useLayoutEffect(() => {
    const element = list.current;
    if (element && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [firstID]);
  const loadOlder = () => {
    const element = list.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    older?.load();
  };

  // The receiver may look at a business that wrote to it; a person's profile is on their card already.
  const buyerPage = thread.side === 'R' && thread.from.type === 'business' ? partyHref(thread.from) : null;
  const product = thread.product;

  return (
    <section className={styles.conversation} aria-labelledby="conversation-title">
      {back}
      <header className={styles.conversationHead}>
        {counterpart.deleted ? (
          // A person whose account is deleted has no page to go to.
          <span className={styles.counterpart}>
            <PartyPhoto party={counterpart} size={48} />
            <span className={styles.counterpartName}>{counterpartName}</span>
          </span>
        ) : (
          <Link to={partyHref(counterpart)} className={styles.counterpart}>
            <PartyPhoto party={counterpart} size={48} />
            <span>
              <span className={styles.counterpartName}>{counterpartName}</span>
              <span className={styles.counterpartKind}>
                {counterpart.type === 'business' ? t('conversation.business') : t('conversation.person')}
              </span>
            </span>
          </Link>
        )}
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={styles.menuButton} aria-label={t('conversation.menu')}>
            <EllipsisVertical aria-hidden size={20} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={styles.menu}>
              <DropdownMenu.Item
                className={styles.menuItem}
                disabled={closed || end.isPending}
                onSelect={() => end.mutate()}
              >
                {t('conversation.end')}
              </DropdownMenu.Item>
              {buyerPage && (
                <DropdownMenu.Item asChild className={styles.menuItem}>
                  <Link to={buyerPage}>{t('conversation.buyerProfile')}</Link>
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>
      <h2 id="conversation-title" className={styles.subject}>
        {subjectText(thread.subject)}
      </h2>
      {product && (
        <Link
          to={productPath(thread.to.name, product.name, product.productID)}
          className={styles.product}
          aria-label={t('conversation.product', { name: product.name })}
        >
          <ProductPicture product={product} size={56} lazy={false} />
          <span>{product.name}</span>
        </Link>
      )}
      <ol ref={list} className={styles.messages} aria-label={t('conversation.messages')} tabIndex={0}>
        {older && (
          <li className={styles.older}>
            <button
              type="button"
              className={buttonClass('outline', { size: 'sm' })}
              disabled={older.loading}
              onClick={loadOlder}
            >
              {older.loading ? t('conversation.loading') : t('conversation.loadOlder')}
            </button>
          </li>
        )}
        {messages.map((message) => {
          const mine = message.from === thread.side;
          return (
            <li key={message.messageID} className={cx(styles.message, mine ? styles.mine : styles.theirs)}>
              <span className="visually-hidden">
                {mine ? t('conversation.you') : t('conversation.them', { name: counterpartName })}
              </span>
              <p className={styles.messageText}>{message.content}</p>
              <time dateTime={message.datetime} className={styles.messageTime}>
                {formatMessageTime(message.datetime, language)}
              </time>
            </li>
          );
        })}
      </ol>
      {closed && (
        <p className={styles.ended} role="status">
          {thread.closedBy === thread.side
            ? thread.closedAt
              ? t('conversation.endedByYouOn', { date: formatMessageTime(thread.closedAt, language) })
              : t('conversation.endedByYou')
            : thread.closedAt
              ? t('conversation.endedByOtherOn', { date: formatMessageTime(thread.closedAt, language) })
              : t('conversation.endedByOther')}
        </p>
      )}
      <DealStatus thread={thread} identityID={identityID}>
        {thread.deal.closedAt && afterDeal?.(thread)}
      </DealStatus>
      <ReplyBox
        key={thread.requestID}
        closed={closed}
        pending={send.isPending}
        onSend={(content, sent) => send.mutate(content, { onSuccess: sent })}
      />
    </section>
  );
}
