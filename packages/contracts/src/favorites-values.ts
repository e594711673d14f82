export const FAVORITE_TYPES = ['business', 'product'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
