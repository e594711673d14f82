import type { ApiEndpoints, AuthEndpoints, FilesEndpoints } from '../endpoints/api.ts';
import { accountDataEndpointSchemas } from './account-data.ts';
import { administrationEndpointSchemas } from './administration.ts';
import { authEndpointSchemas } from './auth.ts';
import { boostsEndpointSchemas } from './boosts.ts';
import { businessesEndpointSchemas } from './businesses.ts';
import { certificatesEndpointSchemas } from './certificates.ts';
import { favoritesEndpointSchemas } from './favorites.ts';
import { filesEndpointSchemas } from './files.ts';
import { healthEndpointSchemas } from './health.ts';
import { inquiriesEndpointSchemas } from './inquiries.ts';
import { invitationsEndpointSchemas } from './invitations.ts';
import { liveEndpointSchemas } from './live.ts';
import { mailPreferencesEndpointSchemas } from './mail-preferences.ts';
import { membersEndpointSchemas } from './members.ts';
import { membershipEndpointSchemas } from './membership.ts';
import { needHelpEndpointSchemas } from './need-help.ts';
import { notificationsEndpointSchemas } from './notifications.ts';
import { postsEndpointSchemas } from './posts.ts';
import { productsEndpointSchemas } from './products.ts';
import { refdataEndpointSchemas } from './refdata.ts';
import { reviewsEndpointSchemas } from './reviews.ts';
import { rfqEndpointSchemas } from './rfq.ts';
import { searchEndpointSchemas } from './search.ts';
import { socialEndpointSchemas } from './social.ts';
import { usersEndpointSchemas } from './users.ts';
import { verificationEndpointSchemas } from './verification.ts';
import type { EndpointSchemasOf } from './endpoint-schema.ts';

export * from './endpoint-schema.ts';

/**
 * The schemas half of the endpoint table, one domain per file: every address of `endpoints/` has its entry here, under
 * the same name, and none is here without one.
 */
export const endpointSchemas = {
  ...accountDataEndpointSchemas,
  ...administrationEndpointSchemas,
  ...authEndpointSchemas,
  ...boostsEndpointSchemas,
  ...businessesEndpointSchemas,
  ...certificatesEndpointSchemas,
  ...favoritesEndpointSchemas,
  ...filesEndpointSchemas,
  ...healthEndpointSchemas,
  ...inquiriesEndpointSchemas,
  ...invitationsEndpointSchemas,
  ...liveEndpointSchemas,
  ...mailPreferencesEndpointSchemas,
  ...membersEndpointSchemas,
  ...membershipEndpointSchemas,
  ...needHelpEndpointSchemas,
  ...notificationsEndpointSchemas,
  ...postsEndpointSchemas,
  ...productsEndpointSchemas,
  ...refdataEndpointSchemas,
  ...reviewsEndpointSchemas,
  ...rfqEndpointSchemas,
  ...searchEndpointSchemas,
  ...socialEndpointSchemas,
  ...usersEndpointSchemas,
  ...verificationEndpointSchemas,
} satisfies EndpointSchemasOf<ApiEndpoints & FilesEndpoints & AuthEndpoints>;

export type EndpointSchemas = typeof endpointSchemas;
