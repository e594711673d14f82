import * as Dialog from '@radix-ui/react-dialog';
import {
  Bookmark,
  Briefcase,
  CircleUserRound,
  FileText,
  House,
  LayoutGrid,
  LifeBuoy,
  LogIn,
  LogOut,
  MessageSquare,
  Newspaper,
  Rss,
  ShieldCheck,
  UserPlus,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { Suspense, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortal } from '../../lib/portal.tsx';
import { AccountPageLink } from './account-page-link.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './mobile-menu.module.css';
import { useLogout } from './use-logout.ts';
import { paths } from '../../lib/paths.ts';

interface MenuEntry {
  /** Its translation key in the `menus` namespace. */
  text: ParseKeys<'menus'>;
  path: string;
  icon: LucideIcon;
  /** The entry shows the count of unread threads. */
  unread?: true;
}

const GROUPS: { title: ParseKeys<'menus'>; entries: MenuEntry[] }[] = [
  {
    title: 'mobileMenu.accountGroup',
    entries: [
      { text: 'mobileMenu.myAccount', path: paths.profile.href(), icon: CircleUserRound },
      { text: 'mobileMenu.messages', path: paths.myMessages.href(), icon: MessageSquare, unread: true },
      { text: 'mobileMenu.myBusiness', path: paths.myBusiness.href(), icon: Briefcase },
      { text: 'mobileMenu.myB2b', path: paths.newsfeed.href(), icon: Rss },
      { text: 'mobileMenu.favoriteBusiness', path: paths.favorites.href(), icon: Bookmark },
      { text: 'mobileMenu.rfq', path: paths.rfqList.href(), icon: FileText },
    ],
  },
  {
    title: 'mobileMenu.mainGroup',
    entries: [
      { text: 'mobileMenu.home', path: paths.home.href(), icon: House },
      { text: 'mobileMenu.articles', path: '/b2b-tips/export-to-the-world-tip-0', icon: Newspaper },
      { text: 'mobileMenu.industries', path: paths.industries.href(), icon: LayoutGrid },
    ],
  },
  {
    title: 'mobileMenu.supportGroup',
    entries: [{ text: 'mobileMenu.contactUs', path: '/contact-us', icon: LifeBuoy }],
  },
];

interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which has the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  unreadMessages: ReactNode;
  /** Shows its children to an administrator only. */
  administratorOnly: ComponentType<{ children: ReactNode }>;
}

/** The drawer of the mobile menu: loaded the first time the menu button is pressed. */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  trigger,
  unreadMessages,
  administratorOnly: AdministratorOnly,
}: MobileMenuDrawerProps) {
  const { t } = useTranslation('menus');
  const portal = usePortal();
  const session = useSession();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{portal.brandName}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('mobileMenu.closeMenu')}>
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('mobileMenu.mainMenu')} className={styles.nav}>
            {GROUPS.map((group) => (
              <div key={group.title} className={styles.group}>
                <h3 className={styles.groupTitle}>{t(group.title)}</h3>
                <ul>
                  {group.entries.map(({ text, path, icon: Icon, unread }) => (
                    <li key={path}>
                      <Link to={path} className={styles.entry} onClick={close}>
                        <Icon aria-hidden size={20} />
                        {t(text)}
                        {unread && session && <Suspense fallback={null}>{unreadMessages}</Suspense>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {session && (
              <Suspense fallback={null}>
                <AdministratorOnly>
                  <div className={styles.group}>
                    <h3 className={styles.groupTitle}>{t('mobileMenu.administrationGroup')}</h3>
                    <ul>
                      <li>
                        <Link to={paths.admin.href()} className={styles.entry} onClick={close}>
                          <ShieldCheck aria-hidden size={20} />
                          {t('mobileMenu.administration')}
                        </Link>
                      </li>
                    </ul>
                  </div>
                </AdministratorOnly>
              </Suspense>
            )}
            <div className={styles.session}>
              {session ? (
                <button
                  type="button"
                  className={styles.entry}
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  <LogOut aria-hidden size={20} />
                  {t('mobileMenu.logout')}
                </button>
              ) : (
                <ul>
                  <li>
                    <AccountPageLink page="login" className={styles.entry} onClick={close}>
                      <LogIn aria-hidden size={20} />
                      {t('mobileMenu.login')}
                    </AccountPageLink>
                  </li>
                  <li>
                    <AccountPageLink page="register" className={styles.entry} onClick={close}>
                      <UserPlus aria-hidden size={20} />
                      {t('mobileMenu.register')}
                    </AccountPageLink>
                  </li>
                </ul>
              )}
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
