import { B2B_TIPS, b2bTipPath, type B2bTip } from '@b2b/contracts';
import { routePathKey } from '../lib/route-path-key.ts';
import type { ContentPage } from '../components/content/content-page.ts';

/** The tip an address shows, if it is one (`/b2b-tips/distribution-network-tip-3`). */
export const tipOfPath = (pathname: string): B2bTip | undefined =>
  B2B_TIPS.find((tip) => b2bTipPath(tip) === routePathKey(pathname));

export interface TipLink {
  tip: B2bTip;
  path: string;
  page: ContentPage;
}

/** What a tip's footer links to: every other tip, in the series' order (its articles in the page's language). */
export const otherTips = (tip: B2bTip, pages: Record<B2bTip, ContentPage>): TipLink[] =>
  B2B_TIPS.filter((other) => other !== tip).map((other) => ({
    tip: other,
    path: b2bTipPath(other),
    page: pages[other],
  }));

/** The foot of every tip: the heading of the list of the other tips, and the invitation to join the portal. */
export interface TipsFooter {
  heading: string;
  callToAction: { heading: string; text: string; register: string; packages: string };
}
