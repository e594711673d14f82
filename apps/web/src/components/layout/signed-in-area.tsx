import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Briefcase, ChevronDown, CircleUserRound, House, MessageSquare, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { paths } from '../../lib/paths.ts';
import styles from './account-area.module.css';
import { useLogout } from './use-logout.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(styles.navLink, isActive && styles.navLinkActive);

/** The badge shows at most two digits; the label says the real count. */
const MAX_BADGE_COUNT = 99;

/**
 * The header's shortcuts, notifications and account menu of a signed-in person; Messages carries the count of unread
 * threads once it is known.
 */
export function SignedInArea({
  notifications,
  unreadMessages = 0,
  unreadOf = [],
  messagesHref = paths.myMessages.href(),
  administrator = false,
}: {
  /** The Notifications button and the list it opens. */
  notifications: ReactNode;
  unreadMessages?: number | undefined;
  /** Whose the unread threads are (the person, their businesses): the badge's tooltip names them. */
  unreadOf?: { name: string; count: number }[];
  /** Where Messages leads: the message center of the first identity with unread threads. */
  messagesHref?: string;
  /** The server says the person is an administrator: the menu offers the administration. */
  administrator?: boolean | undefined;
}) {
  const { t } = useTranslation('menus');
  const logout = useLogout();
  const messagesLabel =
    unreadMessages > 0 ? t('signedIn.messagesUnread', { count: unreadMessages }) : t('signedIn.messages');
  const messagesTitle =
    unreadMessages > 0 && unreadOf.length > 0
      ? t('signedIn.messagesUnreadOf', {
          count: unreadMessages,
          whose: unreadOf.map((entry) => t('signedIn.unreadOfIdentity', entry)).join(', '),
        })
      : messagesLabel;
  return (
    <div className={styles.area}>
      <nav aria-label={t('signedIn.shortcuts')} className={styles.nav}>
        <NavLink to={paths.home.href()} end className={navClass}>
          <House aria-hidden size={18} />
          {t('signedIn.home')}
        </NavLink>
        <NavLink to={paths.myBusiness.href()} className={navClass}>
          <Briefcase aria-hidden size={18} />
          {t('signedIn.myBusiness')}
        </NavLink>
        <NavLink to={paths.newsfeed.href()} className={navClass}>
          <Newspaper aria-hidden size={18} />
          {t('signedIn.myB2b')}
        </NavLink>
      </nav>
      <Link
        to={messagesHref}
        className={cx(styles.iconButton, styles.messages)}
        aria-label={messagesLabel}
        title={messagesTitle}
      >
        <MessageSquare aria-hidden size={20} />
        {unreadMessages > 0 && (
          <span className={styles.badge} aria-hidden>
            {unreadMessages > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unreadMessages}
          </span>
        )}
      </Link>
      {notifications}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={styles.accountButton} aria-label={t('signedIn.accountMenu')}>
          <CircleUserRound aria-hidden size={24} />
          <ChevronDown aria-hidden size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className={cx(styles.menu, styles.accountMenu)}>
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to={paths.profile.href()}>{t('signedIn.myProfile')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to={paths.favorites.href()}>{t('signedIn.favoriteBusiness')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to={paths.rfqList.href()}>{t('signedIn.rfq')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to={paths.needHelp.href()}>{t('signedIn.needHelp')}</Link>
            </DropdownMenu.Item>
            {administrator && (
              <DropdownMenu.Item asChild className={styles.menuItem}>
                <Link to={paths.admin.href()}>{t('signedIn.administration')}</Link>
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void logout()}>
              {t('signedIn.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
