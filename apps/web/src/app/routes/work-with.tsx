import { ActionPageView } from '../../components/content/content-page-layout.tsx';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';

import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';

/** `/work-with-{product}`: working with the company as a regional representative, a partner or one of its team. */
export function Component() {
  useScrollToTop();
  const { workWith } = useContent('work-with');

  return <ActionPageView page={workWith} to={paths.needHelp.href()} />;
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'work-with').workWith, {
      portal,
      language,
      path: paths.workWith.href(portal.productSlug),
    }),
  content: ['work-with'],
} satisfies PageHandle;
