import { NEED_HELP_STATES_COUNTRY } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import headingStyles from '../../components/ui/page-heading.module.css';
import { NeedHelpForm } from '../../features/need-help/components/need-help-form.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import {
  getBusinessTypesQueryOptions,
  getCountriesQueryOptions,
  getIndustriesQueryOptions,
  getJobPositionsQueryOptions,
  languageOfRequest,
  getStatesQueryOptions,
} from '../../lib/reference-data.ts';
import type { RouteLoader } from './route-module.ts';
import styles from './need-help.module.css';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('needHelp:meta.title', words),
    description: t('needHelp:meta.description', words),
    keywords: t('needHelp:meta.keywords', words),
    canonicalPath: paths.needHelp.href(),
  };
};

/** The form's dropdowns arrive with the page, so the server renders them filled. */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ request }) => {
    const language = languageOfRequest(request);
    await Promise.all([
      queryClient.prefetchQuery(getBusinessTypesQueryOptions()),
      queryClient.prefetchQuery(getJobPositionsQueryOptions(language)),
      queryClient.prefetchQuery(getCountriesQueryOptions()),
      queryClient.prefetchQuery(getStatesQueryOptions(NEED_HELP_STATES_COUNTRY)),
      queryClient.prefetchQuery(getIndustriesQueryOptions(language)),
    ]);
    return null;
  };

/** `/contact-us/form`: the need-help enquiry, open to everyone. */
export function Component() {
  useScrollToTop();
  const { t } = useTranslation('needHelp');
  return (
    <div className={styles.page}>
      <h1 className={headingStyles.displayTitle}>{t('page.title')}</h1>
      <p className={styles.lead}>{t('page.lead')}</p>
      <NeedHelpForm />
    </div>
  );
}

export const handle = { meta } satisfies RouteHandle;
