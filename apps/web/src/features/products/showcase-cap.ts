import { PRODUCT_SHOWCASE_CAP, type Subscription } from '@b2b/contracts';
import type { ParseKeys, TFunction } from 'i18next';

/** The membership levels' names as the showcase's sentences say them. */
const LEVEL_NAMES: Record<Subscription, ParseKeys<'products'>> = {
  standard: 'showcase.levels.standard',
  gold: 'showcase.levels.gold',
  premium: 'showcase.levels.premium',
  platinum: 'showcase.levels.platinum',
};

/**
 * The showcase's cap and the way past it, in the page's language: in English the same sentence as the server's
 * 403 PlanLimitReached (`showcaseCapMessage`).
 */
export const showcaseCapText = (t: TFunction<'products'>, subscription: Subscription) =>
  t('showcase.capMessage', {
    membership: t(LEVEL_NAMES[subscription]),
    cap: PRODUCT_SHOWCASE_CAP[subscription],
  });
