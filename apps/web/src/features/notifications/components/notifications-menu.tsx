import type { Notification, NotificationType } from '@b2b/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ParseKeys } from 'i18next';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import headerStyles from '../../../components/layout/account-area.module.css';
import { authorView } from '../../../components/ui/author-view.tsx';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { cx } from '../../../lib/cx.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { useMarkNotificationsRead, useNotifications, useUnreadNotifications } from '../api/queries.ts';
import styles from './notifications-menu.module.css';

/** The badge shows at most two digits; the label says the real count. */
const MAX_BADGE_COUNT = 99;

/** What a notification says, by its type: the API stores the type and the actor, the page words it in its language. */
const NOTIFICATION_TEXTS: Record<NotificationType, ParseKeys<'menus'>> = {
  'post.liked': 'notifications.kinds.postLiked',
  'post.commented': 'notifications.kinds.postCommented',
  'comment.liked': 'notifications.kinds.commentLiked',
  'comment.replied': 'notifications.kinds.commentReplied',
  'business.followed': 'notifications.kinds.businessFollowed',
  'business.commented': 'notifications.kinds.businessCommented',
  'product.commented': 'notifications.kinds.productCommented',
  'request.received': 'notifications.kinds.requestReceived',
  'request.message': 'notifications.kinds.requestMessage',
  'request.dealClosed': 'notifications.kinds.requestDealClosed',
  'request.reviewed': 'notifications.kinds.requestReviewed',
  'request.reviewAnswered': 'notifications.kinds.requestReviewAnswered',
  'rfq.received': 'notifications.kinds.rfqReceived',
  'quote.declined': 'notifications.kinds.quoteDeclined',
  'quote.received': 'notifications.kinds.quoteReceived',
  'quote.changed': 'notifications.kinds.quoteChanged',
};

/**
 * The header's Notifications: the unread count on the bell, and the list it opens, newest first. Opening it marks read
 * what it shows (and what arrives while it stays open); the list keeps showing them as new until it is read again, the
 * next time it opens.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('menus');
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.total ?? 0;
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const newest = list.notifications?.[0]?.id;

  const mark = markRead.mutate;
  useEffect(() => {
    if (open && newest !== undefined && unread > 0) mark(newest);
  }, [open, newest, unread, mark]);

  const label = unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.title');
  return (
    // Not modal: the page stays in the accessibility tree (and its header's count readable) while the list is open.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        className={cx(headerStyles.iconButton, headerStyles.messages)}
        aria-label={label}
        title={label}
      >
        <Bell aria-hidden size={20} />
        {unread > 0 && (
          <span className={headerStyles.badge} aria-hidden>
            {unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={cx(headerStyles.menu, styles.menu)}>
          <DropdownMenu.Label className={headerStyles.menuLabel}>
            {t('notifications.title')}
          </DropdownMenu.Label>
          {list.isPending ? (
            <p className={headerStyles.menuEmpty} role="status">
              {t('notifications.loading')}
            </p>
          ) : list.isError ? (
            <p className={headerStyles.menuEmpty} role="alert">
              {t('notifications.loadFailed')}
            </p>
          ) : list.notifications?.length === 0 ? (
            <p className={headerStyles.menuEmpty}>{t('notifications.empty')}</p>
          ) : (
            <div className={styles.list}>
              {list.notifications?.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
              {list.hasOlder && (
                <DropdownMenu.Item
                  className={cx(headerStyles.menuItem, styles.older)}
                  disabled={list.loadingOlder}
                  // Loading older ones keeps the list open.
                  onSelect={(event) => {
                    event.preventDefault();
                    list.loadOlder();
                  }}
                >
                  {list.loadingOlder ? t('notifications.loading') : t('notifications.loadOlder')}
                </DropdownMenu.Item>
              )}
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One notification, linking to its subject: who did what, to which of the person's identities, and when. */
function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('menus');
  // An anonymous buyer has no name nor picture the supplier may see.
  const actor = notification.actor
    ? authorView(notification.actor)
    : { name: t('notifications.anonymousBuyer'), photo: null, fallback: DEFAULT_PROFILE_PHOTO };
  const fresh = !notification.read;
  const { recipient, subject, excerpt } = notification;
  return (
    <DropdownMenu.Item asChild className={cx(styles.item, fresh && styles.fresh)}>
      <Link to={notification.link}>
        <img
          className={styles.avatar}
          src={actor.photo?.url ?? actor.fallback}
          srcSet={actor.photo ? srcSetOf(actor.photo) : undefined}
          sizes="36px"
          alt=""
          width={36}
          height={36}
        />
        <span className={styles.body}>
          <span>
            <RichText
              text={t(NOTIFICATION_TEXTS[notification.type], { actor: actor.name })}
              // The name is drawn from the notification, not from the sentence, whatever marks it may hold.
              elements={{ actor: () => <strong>{actor.name}</strong> }}
            />
            {subject !== null && subject !== recipient.name && <> “{subject}”</>}
            {recipient.type === 'business' && <span className={styles.recipient}> · {recipient.name}</span>}
          </span>
          {excerpt !== null && <span className={styles.excerpt}>{excerpt}</span>}
          <span className={styles.time}>
            <RelativeTime iso={notification.createdAt} />
            {fresh && <span className="visually-hidden">{t('notifications.new')}</span>}
          </span>
        </span>
      </Link>
    </DropdownMenu.Item>
  );
}
