import { ActionPageView } from '../../components/content/content-page-layout.tsx';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';

import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';

/** `/advertise-with-us`: who the advertising reaches, its options and how to ask for a proposal. */
export function Component() {
  useScrollToTop();
  const { advertiseWithUs } = useContent('advertise-with-us');

  return <ActionPageView page={advertiseWithUs} to={paths.needHelp.href()} />;
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'advertise-with-us').advertiseWithUs, {
      portal,
      language,
      path: paths.advertiseWithUs.href(),
    }),
  content: ['advertise-with-us'],
} satisfies PageHandle;
