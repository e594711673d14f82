import { SignedInArea } from '../components/layout/signed-in-area.tsx';
import { UnreadCount } from '../components/layout/unread-count.tsx';
import { useIsAdministrator } from '../features/administration/api/queries.ts';
import { useMyBusinesses } from '../features/businesses/api/queries.ts';
import { useLiveInquiries, useUnreadCounts } from '../features/inquiries/api/queries.ts';

/**
 * The header of a signed-in person, with the count of their unread threads on Messages. The header stays for the whole
 * visit, so the live stream is followed here, once, for every page that shows threads or counts; it follows the
 * person's businesses as well, those made or joined during the visit too.
 */
export function SignedInHeaderArea() {
  const businesses = useMyBusinesses().data;
  useLiveInquiries(businesses?.map((item) => item.businessID));
  return (
    <SignedInArea
      unreadMessages={useUnreadCounts().data?.total}
      administrator={useIsAdministrator().data === true}
    />
  );
}

/** The count beside Messages in the mobile menu; the header's area keeps it current. */
export function UnreadMessagesCount() {
  return <UnreadCount count={useUnreadCounts().data?.total ?? 0} />;
}
