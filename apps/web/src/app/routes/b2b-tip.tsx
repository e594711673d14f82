import { ArrowRight, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ArticleHeader } from '../../components/content/article-header.tsx';
import { ContentSections } from '../../components/content/content-sections.tsx';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import { AccountPageLink } from '../../components/layout/account-page-link.tsx';
import { buttonClass } from '../../components/ui/button.ts';
import { otherTips, tipOfPath } from '../../content/b2b-tips.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { MetaFunction } from '../../lib/meta.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import { cardGrid } from '../../components/ui/card-grid.ts';
import { cx } from '../../lib/cx.ts';
import styles from './content-article.module.css';

// The route table gives this module only the tips' paths.
const tipOf = (pathname: string) => tipOfPath(pathname)!;

const meta: MetaFunction = ({ portal, pathname, language }) => {
  const tip = tipOf(pathname);
  return contentMeta(contentOf(language, 'b2b-tips/index').B2B_TIP_PAGES[tip], {
    portal,
    language,
    path: paths.b2bTip.href(tip),
    article: true,
  });
};

/** `/b2b-tips/{slug}`: one article of the B2B tips, then the tips footer (the other articles, and joining the portal). */
export function Component() {
  const { pathname } = useLocation();
  const tip = tipOf(pathname);
  const { t } = useTranslation('content');
  const { B2B_TIP_PAGES, tipsFooter } = useContent('b2b-tips/index');
  const page = B2B_TIP_PAGES[tip];
  const fill = usePortalWords();
  // Going from one tip to the next through the footer lands at the top of the next article.
  useScrollToTop(tip);
  const { callToAction } = tipsFooter;
  return (
    <article className={styles.page}>
      <ArticleHeader
        page={page}
        kicker={
          <>
            <BookOpen aria-hidden size={16} />
            {t('tips.kicker')}
          </>
        }
        dateLabel={t('article.published')}
        date={page.datePublished}
      />
      <div className={styles.body}>
        <ContentSections sections={page.sections} />
      </div>
      <div className={styles.tipsFooter}>
        <nav aria-labelledby="more-tips-title" className={styles.moreTips}>
          <h2 id="more-tips-title" className={styles.footerTitle}>
            {tipsFooter.heading}
          </h2>
          <ul className={cx(cardGrid({ sm: 2 }), styles.tipList)}>
            {otherTips(tip, B2B_TIP_PAGES).map((other) => (
              <li key={other.tip}>
                <Link to={other.path} className={styles.tipLink}>
                  <span className={styles.tipTitle}>{fill(other.page.heading)}</span>
                  <span className={styles.tipLead}>{fill(other.page.description)}</span>
                  <ArrowRight aria-hidden size={18} className={styles.tipArrow} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="tips-action-title" className={styles.callToAction}>
          <h2 id="tips-action-title" className={styles.footerTitle}>
            {callToAction.heading}
          </h2>
          <p>{fill(callToAction.text)}</p>
          <div className={styles.actions}>
            <AccountPageLink page="register" className={buttonClass('accent', { size: 'lg' })}>
              {callToAction.register}
            </AccountPageLink>
            <Link
              to={paths.membershipPackage.href('gold')}
              className={buttonClass('outline', { size: 'lg' })}
            >
              {callToAction.packages}
            </Link>
          </div>
        </section>
      </div>
    </article>
  );
}

export const handle = { meta, content: ['b2b-tips/index'] } satisfies PageHandle;
