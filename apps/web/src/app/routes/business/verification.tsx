import { canEditBusiness, idFromSlug, type BusinessAccess, type BusinessProfile } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
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
import { portalWords } from '../../../lib/portal-words.ts';
import styles from './manage.module.css';

const meta: MetaFunction = ({ portal, language, pathname, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('membership:meta.verificationTitle', words),
    description: t('membership:meta.verificationDescription', words),
    canonicalPath: pathname,
  };
};

function NotAllowed() {
  const { t } = useTranslation('membership');
  return <Notice title={t('verification.notAllowedTitle')}>{t('verification.notAllowed')}</Notice>;
}

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
          <NotAllowed />
        )
      }
    </BusinessGate>
  );
}

function Verification({ business, access }: { business: BusinessProfile; access: BusinessAccess }) {
  const { t } = useTranslation('membership');
  const state = useVerificationState(business.businessID);
  // Removed from the business while the page was open: the API answers 404 or 403, which both mean "not yours".
  if (state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 403)) {
    return <NotAllowed />;
  }
  const data = state.data;
  const canAsk = data && data.eligible && !data.verified && data.latest?.status !== 'pending';
  return (
    <div className={styles.page}>
      <ManageHeader
        business={business}
        access={access}
        title={t('verification.title')}
        current="verification"
      />
      <section className={styles.section} aria-labelledby="verification-status-title">
        <h2 id="verification-status-title" className={styles.sectionTitle}>
          {t('verification.status')}
        </h2>
        {state.isError ? <LoadError /> : data ? <VerificationStatus state={data} /> : <Loading />}
      </section>
      {data && !data.eligible && !data.verified && (
        <p>
          {t('verification.paidOnly')}{' '}
          {access === 'owner' && (
            <Link to={paths.businessMembership.href(business.key)}>{t('verification.upgrade')}</Link>
          )}
        </p>
      )}
      {canAsk && (
        <section className={styles.section} aria-labelledby="verification-request-title">
          <h2 id="verification-request-title" className={styles.sectionTitle}>
            {t('verification.requestTitle')}
          </h2>
          <p>{t('verification.requestText')}</p>
          <VerificationForm businessID={business.businessID} />
        </section>
      )}
    </div>
  );
}

export const handle = { meta, namespaces: ['membership', 'businessEditor'] } satisfies RouteHandle;
