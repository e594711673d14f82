import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInArea } from '../components/layout/signed-in-area.tsx';
import { UnreadCount } from '../components/layout/unread-count.tsx';
import { useIsAdministrator } from '../features/administration/api/queries.ts';
import { useMyBusinesses } from '../features/businesses/api/queries.ts';
import { applyRequestEvent, reloadInquiries, useUnreadCounts } from '../features/inquiries/api/queries.ts';
import { applyNotificationEvent, reloadNotifications } from '../features/notifications/api/queries.ts';
import { NotificationsMenu } from '../features/notifications/components/notifications-menu.tsx';
import { applyDealEvent } from '../features/reviews/api/queries.ts';
import { useLiveStream } from '../lib/live-stream.ts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

/**
 * The header of a signed-in person, with the count of their unread threads on Messages and their notifications. The
 * header stays for the whole visit, so the live stream is followed here, once, for every page that shows threads,
 * notifications or counts; it follows the person's businesses as well, those made or joined during the visit too.
 */
export function SignedInHeaderArea() {
  const businesses = useMyBusinesses().data;
  const queryClient = useQueryClient();
  const userID = useSession()?.userID ?? '';
  useLiveStream(
    businesses?.map((item) => item.businessID),
    {
      reload: () => {
        void reloadInquiries(queryClient);
        void reloadNotifications(queryClient);
      },
      request: (type, event) => {
        applyRequestEvent(queryClient, userID, event);
        if (type === 'request.deal') applyDealEvent(queryClient, event);
      },
      notification: (type, event) => applyNotificationEvent(queryClient, userID, type, event),
    },
  );
  const counts = useUnreadCounts().data;
  const { profile } = useSession() ?? {};
  const { t } = useTranslation('menus');
  const nameOf = new Map<string, string>([
    [userID, profile ? `${profile.firstName} ${profile.lastName}` : t('signedIn.yourself')],
    ...(businesses ?? []).map((item): [string, string] => [
      item.businessID,
      item.business.general.companyName,
    ]),
  ]);
  // The person first, then their businesses, as the counts come.
  const unread = (counts?.identities ?? []).filter((row) => row.unread > 0 && nameOf.has(row.identityID));
  const first = unread[0]?.identityID;
  return (
    <SignedInArea
      notifications={<NotificationsMenu />}
      unreadMessages={counts?.total}
      unreadOf={unread.map((row) => ({ name: nameOf.get(row.identityID)!, count: row.unread }))}
      messagesHref={first && first !== userID ? paths.requests.href(first) : paths.myMessages.href()}
      administrator={useIsAdministrator().data === true}
    />
  );
}

/** Shows its children to an administrator only: the mobile menu's Administration entry. */
export function AdministratorOnly({ children }: { children: ReactNode }) {
  return useIsAdministrator().data === true ? children : null;
}

/** The count beside Messages in the mobile menu; the header's area keeps it current. */
export function UnreadMessagesCount() {
  return <UnreadCount count={useUnreadCounts().data?.total ?? 0} />;
}
