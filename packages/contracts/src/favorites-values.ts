export const FAVORITE_TYPES = ['business', 'product'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export const FAVORITE_SAVED_MESSAGE = {
  business: 'Business saved to your favorites',
  product: 'Product saved to your favorites',
} as const;
export const FAVORITE_REMOVED_MESSAGE = {
  business: 'Business removed from your favorites',
  product: 'Product removed from your favorites',
} as const;
export const NO_FAVORITES_YET = {
  business: 'You have not saved any business yet.',
  product: 'You have not saved any product yet.',
} as const;
