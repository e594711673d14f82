import type { BusinessAccess } from '@b2b/contracts';

export const ACCESS_LABELS: Record<BusinessAccess, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
