import { ActionPageView } from '../../components/content/content-page-layout.tsx';
import { contentMeta } from '../../content/content-meta.ts';
import { workWith } from '../../content/en/work-with.ts';
import type { RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';

import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';

/** `/work-with-{product}`: working with the company as a regional representative, a partner or one of its team. */
export function Component() {
  useScrollToTop();

  return <ActionPageView page={workWith} to={paths.needHelp.href()} />;
}

export const handle = {
  meta: ({ portal }) => contentMeta(workWith, { portal, path: paths.workWith.href(portal.productSlug) }),
} satisfies RouteHandle;
