export * from './client.ts';
export type { Listen } from './listen.ts';
export * from './config.ts';
export * from './migrate.ts';
export * as tables from './schema/index.ts';
/** Query building for repositories, re-exported so that every module shares this package's one copy of drizzle. */
export {
  sql,
  eq,
  ne,
  and,
  or,
  not,
  asc,
  desc,
  inArray,
  isNull,
  isNotNull,
  count,
  gt,
  gte,
  lt,
  lte,
  getTableColumns,
} from 'drizzle-orm';
export { alias } from 'drizzle-orm/pg-core';
export * from './prepare.ts';
export * from './demo-start.ts';
export * from './roles.ts';
export * from './prepared.ts';
export * from './rows.ts';
export * from './frequent-search-terms.ts';
export * from './reference-names.ts';
export * from './mail-outbox.ts';
