import { B2B_TIPS, b2bTipPath, type B2bTip } from '@b2b/contracts';
import { routePathKey } from '../lib/route-path-key.ts';
import type { ContentPage } from './content-page.ts';
import { B2B_TIP_PAGES } from './en/b2b-tips/index.ts';

/** The tip an address shows, if it is one (`/b2b-tips/distribution-network-tip-3`). */
export const tipOfPath = (pathname: string): B2bTip | undefined =>
  B2B_TIPS.find((tip) => b2bTipPath(tip) === routePathKey(pathname));

export interface TipLink {
  tip: B2bTip;
  path: string;
  page: ContentPage;
}

/** What a tip's footer links to: every other tip, in the series' order. */
export const otherTips = (tip: B2bTip): TipLink[] =>
  B2B_TIPS.filter((other) => other !== tip).map((other) => ({
    tip: other,
    path: b2bTipPath(other),
    page: B2B_TIP_PAGES[other],
  }));
