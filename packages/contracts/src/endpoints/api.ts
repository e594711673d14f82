import { accountDataEndpoints } from './account-data.ts';
import { administrationEndpoints } from './administration.ts';
import { boostsEndpoints } from './boosts.ts';
import { businessesEndpoints } from './businesses.ts';
import { certificatesEndpoints } from './certificates.ts';
import { favoritesEndpoints } from './favorites.ts';
import { healthEndpoints } from './health.ts';
import { inquiriesEndpoints } from './inquiries.ts';
import { invitationsEndpoints } from './invitations.ts';
import { liveEndpoints } from './live.ts';
import { mailPreferencesEndpoints } from './mail-preferences.ts';
import { membersEndpoints } from './members.ts';
import { membershipEndpoints } from './membership.ts';
import { needHelpEndpoints } from './need-help.ts';
import { notificationsEndpoints } from './notifications.ts';
import { postsEndpoints } from './posts.ts';
import { productsEndpoints } from './products.ts';
import { refdataEndpoints } from './refdata.ts';
import { reviewsEndpoints } from './reviews.ts';
import { rfqEndpoints } from './rfq.ts';
import { searchEndpoints } from './search.ts';
import { socialEndpoints } from './social.ts';
import { uploadEndpoints } from './files.ts';
import { usersEndpoints } from './users.ts';
import { verificationEndpoints } from './verification.ts';
import type { authEndpoints, authServiceEndpoints } from './auth.ts';
import type { filesEndpoints } from './files.ts';

/**
 * The portal's API, relative to `API_URL` (the server mounts it under `/api`): every domain's entries. For the servers
 * and the OpenAPI document; the web client imports the domain it calls, so a page does not carry the whole table.
 */
export const endpoints = {
  ...accountDataEndpoints,
  ...administrationEndpoints,
  ...boostsEndpoints,
  ...businessesEndpoints,
  ...certificatesEndpoints,
  ...favoritesEndpoints,
  ...uploadEndpoints,
  ...healthEndpoints,
  ...inquiriesEndpoints,
  ...invitationsEndpoints,
  ...liveEndpoints,
  ...mailPreferencesEndpoints,
  ...membersEndpoints,
  ...membershipEndpoints,
  ...needHelpEndpoints,
  ...notificationsEndpoints,
  ...postsEndpoints,
  ...productsEndpoints,
  ...refdataEndpoints,
  ...reviewsEndpoints,
  ...rfqEndpoints,
  ...searchEndpoints,
  ...socialEndpoints,
  ...usersEndpoints,
  ...verificationEndpoints,
};

export type ApiEndpoints = typeof endpoints;
export type FilesEndpoints = typeof filesEndpoints;
export type AuthEndpoints = typeof authEndpoints & typeof authServiceEndpoints;
