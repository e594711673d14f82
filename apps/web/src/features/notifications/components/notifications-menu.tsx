import { NOTIFICATION_TEXTS, NOTIFICATIONS_EMPTY_MESSAGE, type Notification } from '@b2b/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import headerStyles from '../../../components/layout/account-area.module.css';
import { authorView } from '../../../components/ui/author-view.ts';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { cx } from '../../../lib/cx.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { useMarkNotificationsRead, useNotifications, useUnreadNotifications } from '../api/queries.ts';
import styles from './notifications-menu.module.css';

/** The badge shows at most two digits; the label says the real count. */
const MAX_BADGE_COUNT = 99;

/**
 * The header's Notifications: the unread count on the bell, and the list it opens, newest first. Opening it marks read
 * what it shows (and what arrives while it stays open); those stay marked as new until it closes.
 */
export function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.total ?? 0;
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState(list.notifications);
  const newest = list.notifications?.[0]?.id;
  // Each list shown while open adds its unread ones to those marked new (marking them read reads the list again).
  if (open && list.notifications !== shown) {
    setShown(list.notifications);
    const unseen = (list.notifications ?? []).filter((n) => !n.read).map((n) => n.id);
    if (unseen.length > 0) setFresh(new Set([...fresh, ...unseen]));
  }

  const mark = markRead.mutate;
  useEffect(() => {
    if (open && newest !== undefined && unread > 0) mark(newest);
  }, [open, newest, unread, mark]);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setFresh(new Set());
          setShown(undefined);
        }
      }}
    >
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
          <DropdownMenu.Label className={headerStyles.menuLabel}>Notifications</DropdownMenu.Label>
          {list.isPending ? (
            <p className={headerStyles.menuEmpty} role="status">
              Loading…
            </p>
          ) : list.isError ? (
            <p className={headerStyles.menuEmpty} role="alert">
              Your notifications could not be loaded.
            </p>
          ) : list.notifications?.length === 0 ? (
            <p className={headerStyles.menuEmpty}>{NOTIFICATIONS_EMPTY_MESSAGE}</p>
          ) : (
            <div className={styles.list}>
              {list.notifications?.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  fresh={fresh.has(notification.id)}
                />
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
                  {list.loadingOlder ? 'Loading…' : 'Load older'}
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
function NotificationItem({ notification, fresh }: { notification: Notification; fresh: boolean }) {
  const actor = authorView(notification.actor);
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
            <strong>{actor.name}</strong> {NOTIFICATION_TEXTS[notification.type]}
            {subject !== null && subject !== recipient.name && <> “{subject}”</>}
            {recipient.type === 'business' && <span className={styles.recipient}> · {recipient.name}</span>}
          </span>
          {excerpt !== null && <span className={styles.excerpt}>{excerpt}</span>}
          <span className={styles.time}>
            <RelativeTime iso={notification.createdAt} />
            {fresh && <span className="visually-hidden">, new</span>}
          </span>
        </span>
      </Link>
    </DropdownMenu.Item>
  );
}
