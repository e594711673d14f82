import { businessSlug, type Subscription } from '@b2b/contracts';

export interface AdminBusinessColumns {
  businessID: string;
  companyName: string;
  subscription: Subscription;
  verified: boolean;
  countryCode: string | null;
}

/** A business as the administration shows it (`AdminBusinessSchema`): enough to judge it and to open its page. */
export const adminBusinessOf = (row: AdminBusinessColumns) => ({
  businessID: row.businessID,
  companyName: row.companyName,
  key: businessSlug(row.companyName, row.businessID),
  subscription: row.subscription,
  verified: row.verified,
  country: row.countryCode,
});
