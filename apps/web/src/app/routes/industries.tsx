import { useTranslation } from 'react-i18next';
import { LoadError, Loading, NoContent } from '../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import {
  getIndustryOutlineQueryOptions,
  languageOfRequest,
  useIndustryOutline,
} from '../../lib/reference-data.ts';
import { IndustrySection } from '../../features/industries/components/industry-section.tsx';
import type { RouteLoader } from './route-module.ts';
import styles from './industries.module.css';
import { industryAnchor, paths } from '../../lib/paths.ts';
import { useClientNavigation } from '../../lib/use-client-navigation.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('home:industriesPage.metaTitle', words),
    description: t('home:industriesPage.metaDescription', words),
    canonicalPath: paths.industries.href(),
  };
};

/** The page lists every category of every industry: the sidebar's summary names only the first few. */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ request }) => {
    await queryClient.prefetchQuery(getIndustryOutlineQueryOptions(languageOfRequest(request)));
    return null;
  };

export function Component() {
  const { t } = useTranslation('home');
  const tree = useIndustryOutline();
  const navigateOnClick = useClientNavigation();
  let content;
  if (tree.isPending) content = <Loading />;
  else if (tree.isError) content = <LoadError />;
  else if (tree.data.length === 0) content = <NoContent />;
  else
    content = (
      <>
        <nav aria-label={t('industriesPage.index')} className={styles.index}>
          <ul className={styles.indexList}>
            {tree.data.map((industry) => (
              <li key={industry.key}>
                <a href={`#${industryAnchor(industry.key)}`} className={styles.indexLink}>
                  {industry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections} onClick={navigateOnClick}>
          {tree.data.map((industry) => (
            <IndustrySection key={industry.key} industry={industry} />
          ))}
        </div>
      </>
    );

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('industriesPage.title')}</h1>
        <p className={styles.intro}>{t('industriesPage.intro')}</p>
      </header>
      {content}
    </>
  );
}

export const handle = { meta } satisfies RouteHandle;
