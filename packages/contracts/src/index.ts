// Each domain's schemas are in `<domain>.ts` and its plain values (constants, labels, messages, addresses) in
// `<domain>-values.ts`, which loads no Zod: the browser's public pages use the values and take the schemas as types only,
// and the package declares no side effects, so a bundle keeps just the modules it imports from.
export * from './envelope.ts';
export * from './envelope-values.ts';
export * from './limits.ts';
export * from './paging.ts';
export * from './refdata.ts';
export * from './refdata-values.ts';
export * from './search.ts';
export * from './search-values.ts';
export * from './portal.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './auth-values.ts';
export * from './images.ts';
export * from './images-values.ts';
export * from './users.ts';
export * from './users-values.ts';
export * from './businesses.ts';
export * from './businesses-values.ts';
export * from './products.ts';
export * from './products-values.ts';
export * from './social.ts';
export * from './social-values.ts';
export * from './favorites.ts';
export * from './favorites-values.ts';
export * from './sitemap.ts';
export * from './inquiries.ts';
export * from './live.ts';
export * from './membership.ts';
export * from './membership-values.ts';
export * from './verification.ts';
export * from './verification-values.ts';
export * from './boosts.ts';
export * from './posts.ts';
export * from './posts-values.ts';
export * from './notifications-values.ts';
