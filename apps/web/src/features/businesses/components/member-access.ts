import type { BusinessAccess } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';

/** The name of each access, a key of the businessEditor namespace. */
export const ACCESS_LABELS = {
  owner: 'access.owner',
  admin: 'access.admin',
  member: 'access.member',
} as const satisfies Record<BusinessAccess, ParseKeys<'businessEditor'>>;
