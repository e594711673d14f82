import { useLocation } from 'react-router';
import { ArticleHeader } from '../../components/content/article-header.tsx';
import { ContentSections } from '../../components/content/content-sections.tsx';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import { contentMeta } from '../../content/content-meta.ts';
import type { ContentPage } from '../../content/content-page.ts';
import { privacyPolicy } from '../../content/en/privacy-policy.ts';
import { termsAndConditions } from '../../content/en/terms-and-conditions.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { routePathKey } from '../../lib/route-path-key.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './content-article.module.css';

const LEGAL_PAGES: Record<string, ContentPage> = {
  [paths.termsAndConditions.href()]: termsAndConditions,
  [paths.privacyPolicy.href()]: privacyPolicy,
};

// The route table gives this module only the legal pages' paths.
const legalPageOf = (pathname: string) => LEGAL_PAGES[routePathKey(pathname)]!;

const meta: MetaFunction = ({ portal, pathname }) =>
  contentMeta(legalPageOf(pathname), { portal, path: routePathKey(pathname) });

/** `/terms-and-conditions` and `/privacy-policy`: the text, its effective date, and a table of its sections. */
export function Component() {
  const { pathname } = useLocation();
  const page = legalPageOf(pathname);
  const fill = usePortalWords();
  useScrollToTop(pathname);
  return (
    <article className={styles.page}>
      <ArticleHeader page={page} dateLabel="Effective" date={page.effectiveDate} />
      <div className={styles.withContents}>
        <nav aria-labelledby="contents-title" className={styles.contents}>
          <h2 id="contents-title" className={styles.contentsTitle}>
            Contents
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

export const handle = { meta } satisfies RouteHandle;
