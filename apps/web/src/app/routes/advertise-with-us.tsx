import { ActionPageView } from '../../components/content/content-page-layout.tsx';
import { contentMeta } from '../../content/content-meta.ts';
import { advertiseWithUs } from '../../content/en/advertise-with-us.ts';
import type { RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';

import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';

/** `/advertise-with-us`: who the advertising reaches, its options and how to ask for a proposal. */
export function Component() {
  useScrollToTop();

  return <ActionPageView page={advertiseWithUs} to={paths.needHelp.href()} />;
}

export const handle = {
  meta: ({ portal }) => contentMeta(advertiseWithUs, { portal, path: paths.advertiseWithUs.href() }),
} satisfies RouteHandle;
