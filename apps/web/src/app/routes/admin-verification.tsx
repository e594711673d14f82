import { Link, useParams } from 'react-router';
import { AdminGate } from '../../features/administration/components/admin-gate.tsx';
import { VerificationReview } from '../../features/administration/components/verification-review.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import headingStyles from '../../components/ui/page-heading.module.css';
import styles from './business/manage.module.css';

const meta: MetaFunction = ({ portal, pathname }) => ({
  title: `Verification request | ${portal.brandName} ${portal.countryName}`,
  description: `A verification request on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: pathname,
});

/** `/admin/verification/{requestID}`: one request's evidence and business, and its decision. */
export function Component() {
  const requestID = useParams().requestID ?? '';
  return (
    <AdminGate>
      <div className={styles.page}>
        <p>
          <Link to={paths.admin.href()}>Back to the administration</Link>
        </p>
        <h1 className={headingStyles.title}>Verification request</h1>
        <VerificationReview requestID={requestID} />
      </div>
    </AdminGate>
  );
}

export const handle = { meta } satisfies RouteHandle;
