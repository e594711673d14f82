import { idFromSlug, LIMITS } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { useUnreadCounts } from '../../features/inquiries/api/queries.ts';
import { Conversation } from '../../features/inquiries/components/conversation.tsx';
import { IdentitySelect, type Identity } from '../../features/inquiries/components/identity-select.tsx';
import { ThreadList } from '../../features/inquiries/components/thread-list.tsx';
import { ThreadReview } from '../../features/reviews/components/thread-review.tsx';
import styles from './message-center.module.css';
import { cx } from '../../lib/cx.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { useSession } from '../../lib/session.ts';

const meta: MetaFunction = ({ portal, language, t, pathname }) => {
  const words = portalWords(portal, language);
  return {
    title: t('inquiries:meta.messageCenterTitle', words),
    description: t('inquiries:meta.messageCenterDescription', words),
    canonicalPath: pathname,
  };
};

/** The business key that stands for the person themself, used in links made before their profile has loaded. */
const ME = 'me';

/**
 * `/my-messages`, `/message-center` (the person's threads, the open one in `?thread=`) and
 * `/business/{id}/requests/{rid?}` (a business's): the identity selector, the thread list and the open conversation,
 * kept current by the live stream that the signed-in header follows for the whole visit. On a phone the list and the conversation take turns; wider, they sit side by side.
 */
export function Component() {
  const { businessID: key, requestID: pathThread } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('inquiries');
  // `RequireSession` renders this page only with a session.
  const session = useSession()!;
  const businesses = useMyBusinesses();
  const unread = useUnreadCounts();

  const onBusinessPath = key !== undefined;
  const businessID = key && key !== ME ? idFromSlug(key) : undefined;
  const identityID = businessID ?? session.userID;
  const requestID = onBusinessPath ? pathThread : (new URLSearchParams(search).get('thread') ?? undefined);
  const listHref = (thread?: string) =>
    onBusinessPath
      ? paths.requests.href(key, thread)
      : pathname === paths.myMessages.href()
        ? paths.myMessages.href(thread)
        : paths.messageCenter.href(thread);

  const mine = businesses.data ?? [];
  const business = businessID ? mine.find((item) => item.businessID === businessID) : undefined;
  if (businessID && businesses.data && !business) {
    return <Notice title={t('center.notFoundTitle')}>{t('center.notFoundText')}</Notice>;
  }

  const shown = mine.slice(0, LIMITS.actingIdentityBusinesses);
  // A business past the first five, opened from its own page, is still listed while it is the one shown.
  if (business && !shown.includes(business)) shown.push(business);
  const { profile } = session;
  const unreadOf = new Map(unread.data?.identities.map((row) => [row.identityID, row.unread]));
  const identities: Identity[] = [
    {
      identityID: session.userID,
      name: profile ? `${profile.firstName} ${profile.lastName}` : t('center.myself'),
      unread: unreadOf.get(session.userID),
    },
    ...shown.map((item) => ({
      identityID: item.businessID,
      name: item.business.general.companyName,
      unread: unreadOf.get(item.businessID),
    })),
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('center.title')}</h1>
        <IdentitySelect
          value={identityID}
          identities={identities}
          onChange={(next) =>
            void navigate(next === session.userID ? paths.messageCenter.href() : paths.requests.href(next))
          }
        />
      </div>
      <div className={cx(styles.center, requestID && styles.centerOpen)}>
        <ThreadList
          key={identityID}
          identityID={identityID}
          selectedID={requestID}
          hrefOf={(thread) => listHref(thread)}
        />
        {requestID ? (
          <Conversation
            key={`${identityID}/${requestID}`}
            identityID={identityID}
            requestID={requestID}
            backHref={listHref()}
            afterDeal={(thread) => <ThreadReview thread={thread} identityID={identityID} />}
          />
        ) : (
          <p className={styles.choose}>{t('center.choose')}</p>
        )}
      </div>
    </div>
  );
}

export const handle = { meta, namespaces: ['inquiries'] } satisfies RouteHandle;
