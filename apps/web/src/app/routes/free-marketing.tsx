import { ActionPageView } from '../../components/content/content-page-layout.tsx';
import { contentMeta } from '../../content/content-meta.ts';
import { freeMarketing } from '../../content/en/free-marketing.ts';
import type { RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';

import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';

/** `/free-marketing`: what the free Standard membership gives a business, and how to make the most of it. */
export function Component() {
  useScrollToTop();

  return <ActionPageView page={freeMarketing} to={paths.businessCreate.href()} />;
}

export const handle = {
  meta: ({ portal }) => contentMeta(freeMarketing, { portal, path: paths.freeMarketing.href() }),
} satisfies RouteHandle;
