import type { MetaFunction } from '../../../lib/meta.ts';
import { BusinessCreateForm } from '../components/business-create-form.tsx';
import styles from './business-create-page.module.css';
import { paths } from '../../../lib/paths.ts';

export const businessCreateMeta: MetaFunction = ({ portal }) => ({
  title: `Create your Business profile | ${portal.brandName} ${portal.countryName}`,
  description: `Give your company a page on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.businessCreate.href(),
});

export function BusinessCreatePage() {
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
