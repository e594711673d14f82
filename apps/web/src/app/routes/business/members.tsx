import { idFromSlug, type BusinessProfile, type BusinessAccess } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { useSession } from '../../../lib/session.ts';
import { useMembers } from '../../../features/businesses/api/queries.ts';
import { InviteMemberForm } from '../../../features/businesses/components/invite-member-form.tsx';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ManageHeader } from '../../../features/businesses/components/manage-header.tsx';
import { MembersList } from '../../../features/businesses/components/members-list.tsx';
import { PendingInvitations } from '../../../features/businesses/components/pending-invitations.tsx';
import styles from './manage.module.css';

const meta: MetaFunction = ({ portal, language, t, pathname }) => {
  const words = portalWords(portal, language);
  return {
    title: t('businessEditor:meta.membersTitle', words),
    description: t('businessEditor:meta.membersDescription', words),
    canonicalPath: pathname,
  };
};

function NotAllowed() {
  const { t } = useTranslation('businessEditor');
  return <Notice title={t('members.notAllowedTitle')}>{t('members.notAllowed')}</Notice>;
}

/**
 * `/business/{id}/members`: who belongs to the business; the owner invites people, withdraws invitations, changes
 * members' access and removes them.
 */
export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) => (access ? <Members business={business} access={access} /> : <NotAllowed />)}
    </BusinessGate>
  );
}

function Members({ business, access }: { business: BusinessProfile; access: BusinessAccess }) {
  const members = useMembers(business.businessID);
  const viewerID = useSession()?.userID ?? '';
  const { t } = useTranslation('businessEditor');
  // The business was read with the person's access, but the list refuses them: they were removed while the page was
  // open. The API answers an outsider 404, as for a business that does not exist (it does not disclose the private
  // side), and a member whose access falls short 403; to the person both mean they may not see the members.
  if (members.error instanceof ApiError && (members.error.status === 404 || members.error.status === 403)) {
    return <NotAllowed />;
  }
  return (
    <div className={styles.page}>
      <ManageHeader business={business} access={access} title={t('members.title')} current="members" />
      {access === 'owner' && <InviteMemberForm businessID={business.businessID} />}
      <section className={styles.section} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.sectionTitle}>
          {t('members.peopleOf', { company: business.general.companyName })}
        </h2>
        {members.isError ? (
          <LoadError />
        ) : members.data ? (
          <MembersList
            businessID={business.businessID}
            companyName={business.general.companyName}
            members={members.data}
            viewerID={viewerID}
            viewerAccess={access}
          />
        ) : (
          <Loading />
        )}
      </section>
      {access === 'owner' && (
        <section className={styles.section} aria-labelledby="invitations-title">
          <h2 id="invitations-title" className={styles.sectionTitle}>
            {t('members.pending')}
          </h2>
          <PendingInvitations businessID={business.businessID} />
        </section>
      )}
    </div>
  );
}

export const handle = { meta, namespaces: ['businessEditor'] } satisfies RouteHandle;
