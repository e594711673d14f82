export * from './envelope.ts';
export * from './limits.ts';
export * from './paging.ts';
export * from './refdata.ts';
export * from './search.ts';
export * from './portal.ts';
export * from './health.ts';
