import { PRODUCT_SHOWCASE_CAP, type Subscription } from '@b2b/contracts';
import type { TFunction } from 'i18next';
import { LEVEL_NAMES } from '../../lib/level-names.ts';

/**
 * The showcase's cap and the way past it, in the page's language: in English the same sentence as the server's
 * 403 PlanLimitReached (`showcaseCapMessage`).
 */
export const showcaseCapText = (t: TFunction<'products'>, subscription: Subscription) =>
  t('showcase.capMessage', {
    membership: t(LEVEL_NAMES[subscription], { ns: 'common' }),
    cap: PRODUCT_SHOWCASE_CAP[subscription],
  });
