import type { InterfaceLanguage } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ArticleHeader } from '../../components/content/article-header.tsx';
import { ContentSections } from '../../components/content/content-sections.tsx';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, type ContentName } from '../../content/load-content.ts';
import type { ContentPage } from '../../components/content/content-page.ts';
import type { MetaFunction } from '../../lib/meta.ts';
import type { PageHandle } from './route-module.ts';
import { useLanguage } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import { routePathKey } from '../../lib/route-path-key.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './content-article.module.css';

const LEGAL_PAGES: Record<string, (language: InterfaceLanguage) => ContentPage> = {
  [paths.termsAndConditions.href()]: (language) =>
    contentOf(language, 'terms-and-conditions').termsAndConditions,
  [paths.privacyPolicy.href()]: (language) => contentOf(language, 'privacy-policy').privacyPolicy,
};
const CONTENT: readonly ContentName[] = ['terms-and-conditions', 'privacy-policy'];

// The route table gives this module only the legal pages' paths.
const legalPageOf = (pathname: string, language: InterfaceLanguage) =>
  LEGAL_PAGES[routePathKey(pathname)]!(language);

const meta: MetaFunction = ({ portal, pathname, language }) =>
  contentMeta(legalPageOf(pathname, language), { portal, language, path: routePathKey(pathname) });

/** `/terms-and-conditions` and `/privacy-policy`: the text, its effective date, and a table of its sections. */
export function Component() {
  const { pathname } = useLocation();
  const { t } = useTranslation('content');
  const page = legalPageOf(pathname, useLanguage());
  const fill = usePortalWords();
  useScrollToTop(pathname);
  return (
    <article className={styles.page}>
      <ArticleHeader page={page} dateLabel={t('article.effective')} date={page.effectiveDate} />
      <div className={styles.withContents}>
        <nav aria-labelledby="contents-title" className={styles.contents}>
          <h2 id="contents-title" className={styles.contentsTitle}>
            {t('legal.contents')}
          </h2>
          <ul className={styles.contentsList}>
            {page.sections.map(
              (section) =>
                section.id &&
                section.heading && (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{fill(section.heading)}</a>
                  </li>
                ),
            )}
          </ul>
        </nav>
        <div className={styles.body}>
          <ContentSections sections={page.sections} />
        </div>
      </div>
    </article>
  );
}

export const handle = { meta, content: CONTENT } satisfies PageHandle;
