import {
  canEditBusiness,
  idFromSlug,
  VERIFICATION_PAID_ONLY_MESSAGE,
  type BusinessAccess,
  type BusinessProfile,
} from '@b2b/contracts';
import { Link, useParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { ManageHeader } from '../../../features/businesses/components/manage-header.tsx';
import { useVerificationState } from '../../../features/verification/api/queries.ts';
import { VerificationForm } from '../../../features/verification/components/verification-form.tsx';
import { VerificationStatus } from '../../../features/verification/components/verification-status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './manage.module.css';

const meta: MetaFunction = ({ portal, pathname }) => ({
  title: `Verification | ${portal.brandName} ${portal.countryName}`,
  description: `Verification of a business on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: pathname,
});

const NOT_ALLOWED = 'Only the owner and the admins of this business can request its verification.';

/**
 * `/business/{id}/verification`: the owner and admins of a business see whether it is verified and where their request
 * stands (with the reason of a rejection), and a paid level requests verification with its evidence.
 */
export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) =>
        access && canEditBusiness(access) ? (
          <Verification business={business} access={access} />
        ) : (
          <Notice title="You are not allowed to see the verification">{NOT_ALLOWED}</Notice>
        )
      }
    </BusinessGate>
  );
}

function Verification({ business, access }: { business: BusinessProfile; access: BusinessAccess }) {
  const state = useVerificationState(business.businessID);
  // Removed from the business while the page was open: the API answers 404 or 403, which both mean "not yours".
  if (state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 403)) {
    return <Notice title="You are not allowed to see the verification">{NOT_ALLOWED}</Notice>;
  }
  const data = state.data;
  const canAsk = data && data.eligible && !data.verified && data.latest?.status !== 'pending';
  return (
    <div className={styles.page}>
      <ManageHeader business={business} access={access} title="Verification" current="verification" />
      <section className={styles.section} aria-labelledby="verification-status-title">
        <h2 id="verification-status-title" className={styles.sectionTitle}>
          Status
        </h2>
        {state.isError ? <LoadError /> : data ? <VerificationStatus state={data} /> : <Loading />}
      </section>
      {data && !data.eligible && !data.verified && (
        <p>
          {VERIFICATION_PAID_ONLY_MESSAGE}{' '}
          {access === 'owner' && (
            <Link to={paths.businessMembership.href(business.key)}>Upgrade the membership</Link>
          )}
        </p>
      )}
      {canAsk && (
        <section className={styles.section} aria-labelledby="verification-request-title">
          <h2 id="verification-request-title" className={styles.sectionTitle}>
            Request verification
          </h2>
          <p>
            An administrator compares the registration number with the documents and approves the request or
            tells you why not. Once approved, your business page and search results show the verified badge.
          </p>
          <VerificationForm businessID={business.businessID} />
        </section>
      )}
    </div>
  );
}

export const handle = { meta } satisfies RouteHandle;
