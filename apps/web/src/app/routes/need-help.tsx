import { NEED_HELP_STATES_COUNTRY } from '@b2b/contracts';
import headingStyles from '../../components/ui/page-heading.module.css';
import { NeedHelpForm } from '../../features/need-help/components/need-help-form.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import {
  getBusinessTypesQueryOptions,
  getCountriesQueryOptions,
  getIndustriesQueryOptions,
  getJobPositionsQueryOptions,
  getStatesQueryOptions,
} from '../../lib/reference-data.ts';
import type { RouteLoader } from './route-module.ts';
import styles from './need-help.module.css';

const meta: MetaFunction = ({ portal }) => ({
  title: `Need help? Contact our team | ${portal.brandName} ${portal.countryName}`,
  description: `Tell the ${portal.brandName} ${portal.countryName} team what your business buys and sells, and we will contact you to help you find ${portal.demonym} suppliers and buyers.`,
  keywords: `${portal.brandName}, ${portal.countryName}, ${portal.demonym} suppliers, B2B help, contact`,
  canonicalPath: paths.needHelp.href(),
});

/** The form's dropdowns arrive with the page, so the server renders them filled. */
export const loader: RouteLoader = (queryClient) => async () => {
  await Promise.all([
    queryClient.prefetchQuery(getBusinessTypesQueryOptions()),
    queryClient.prefetchQuery(getJobPositionsQueryOptions()),
    queryClient.prefetchQuery(getCountriesQueryOptions()),
    queryClient.prefetchQuery(getStatesQueryOptions(NEED_HELP_STATES_COUNTRY)),
    queryClient.prefetchQuery(getIndustriesQueryOptions()),
  ]);
  return null;
};

/** `/contact-us/form`: the need-help enquiry, open to everyone. */
export function Component() {
  useScrollToTop();
  return (
    <div className={styles.page}>
      <h1 className={headingStyles.displayTitle}>Need help?</h1>
      <p className={styles.lead}>
        Tell us about your business and what you buy or sell. Our team will contact you to help you find the
        right suppliers and buyers.
      </p>
      <NeedHelpForm />
    </div>
  );
}

export const handle = { meta } satisfies RouteHandle;
