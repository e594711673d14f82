import { SignedInArea } from '../components/layout/signed-in-area.tsx';
import { useLiveInquiries, useUnreadCounts } from '../features/inquiries/api/queries.ts';

/**
 * The header of a signed-in person, with the count of their unread threads on Messages. The header stays for the whole
 * visit, so the live stream is followed here, once, for every page that shows threads or counts.
 */
export function SignedInHeaderArea() {
  useLiveInquiries();
  return <SignedInArea unreadMessages={useUnreadCounts().data?.total} />;
}
