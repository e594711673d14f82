import { AdminGate } from '../../features/administration/components/admin-gate.tsx';
import { NeedHelpEnquiries } from '../../features/administration/components/need-help-enquiries.tsx';
import { SupportPanel } from '../../features/administration/components/support-panel.tsx';
import { VerificationQueue } from '../../features/administration/components/verification-queue.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import headingStyles from '../../components/ui/page-heading.module.css';
import styles from './business/manage.module.css';

const meta: MetaFunction = ({ portal, pathname }) => ({
  title: `Administration | ${portal.brandName} ${portal.countryName}`,
  description: `The administration of ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: pathname,
});

/**
 * `/admin`: the administrators' queue of verification requests, the record of support given to businesses and the
 * need-help enquiries.
 */
export function Component() {
  return (
    <AdminGate>
      <div className={styles.page}>
        <h1 className={headingStyles.title}>Administration</h1>
        <section className={styles.section} aria-labelledby="queue-title">
          <h2 id="queue-title" className={styles.sectionTitle}>
            Verification requests
          </h2>
          <VerificationQueue />
        </section>
        <section className={styles.section} aria-labelledby="support-title">
          <h2 id="support-title" className={styles.sectionTitle}>
            Record support hours
          </h2>
          <SupportPanel />
        </section>
        <section className={styles.section} aria-labelledby="need-help-title">
          <h2 id="need-help-title" className={styles.sectionTitle}>
            Need-help enquiries
          </h2>
          <NeedHelpEnquiries />
        </section>
      </div>
    </AdminGate>
  );
}

export const handle = { meta } satisfies RouteHandle;
