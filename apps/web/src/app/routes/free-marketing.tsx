import { ActionPageView } from '../../components/content/content-page-layout.tsx';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';

import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';

/** `/free-marketing`: what the free Standard membership gives a business, and how to make the most of it. */
export function Component() {
  useScrollToTop();
  const { freeMarketing } = useContent('free-marketing');

  return <ActionPageView page={freeMarketing} to={paths.businessCreate.href()} />;
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'free-marketing').freeMarketing, {
      portal,
      language,
      path: paths.freeMarketing.href(),
    }),
  content: ['free-marketing'],
} satisfies PageHandle;
