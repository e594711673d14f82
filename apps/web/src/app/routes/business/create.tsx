import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { BusinessCreateForm } from '../../../features/businesses/components/business-create-form.tsx';
import styles from './create.module.css';
import { paths } from '../../../lib/paths.ts';

const meta: MetaFunction = ({ portal }) => ({
  title: `Create your Business profile | ${portal.brandName} ${portal.countryName}`,
  description: `Give your company a page on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.businessCreate.href(),
});

export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Create your Business profile</h1>
      <p className={styles.lead}>
        Tell buyers who you are. You can fill in the rest of the profile (contact, factory, trade
        capabilities, terms and certificates) once it exists.
      </p>
      <BusinessCreateForm />
    </div>
  );
}

export const handle = { meta } satisfies RouteHandle;
