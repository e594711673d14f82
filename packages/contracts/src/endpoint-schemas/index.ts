import { authEndpointSchemas } from './auth.ts';
import { refdataEndpointSchemas } from './refdata.ts';
import { administrationEndpointSchemas } from './administration.ts';
import { invitationsEndpointSchemas } from './invitations.ts';
import { membersEndpointSchemas } from './members.ts';
import { certificatesEndpointSchemas } from './certificates.ts';
import { businessesEndpointSchemas } from './businesses.ts';
import { filesEndpointSchemas } from './files.ts';
import { inquiriesEndpointSchemas } from './inquiries.ts';
import { socialEndpointSchemas } from './social.ts';
import { productsEndpointSchemas } from './products.ts';
import { postsEndpointSchemas } from './posts.ts';
import { needHelpEndpointSchemas } from './need-help.ts';
import { membershipEndpointSchemas } from './membership.ts';
import { verificationEndpointSchemas } from './verification.ts';
import { usersEndpointSchemas } from './users.ts';
import { boostsEndpointSchemas } from './boosts.ts';
import { notificationsEndpointSchemas } from './notifications.ts';
import type { ApiEndpoints, AuthEndpoints, FilesEndpoints } from '../endpoints.ts';
import type { EndpointSchemasOf } from './endpoint-schema.ts';
import { favoritesEndpointSchemas } from './favorites.ts';
import { healthEndpointSchemas } from './health.ts';
import { liveEndpointSchemas } from './live.ts';
import { searchEndpointSchemas } from './search.ts';

export * from './endpoint-schema.ts';

/**
 * The schemas half of the endpoint table, one domain per file: every address of `endpoints.ts` and `authEndpoints`
 * has its entry here, and none is here without one.
 */
export const endpointSchemas = {
  ...healthEndpointSchemas,
  ...authEndpointSchemas,
  ...refdataEndpointSchemas,
  ...searchEndpointSchemas,
  ...favoritesEndpointSchemas,
  ...liveEndpointSchemas,
  ...administrationEndpointSchemas,
  ...invitationsEndpointSchemas,
  ...membersEndpointSchemas,
  ...certificatesEndpointSchemas,
  ...businessesEndpointSchemas,
  ...filesEndpointSchemas,
  ...inquiriesEndpointSchemas,
  ...socialEndpointSchemas,
  ...productsEndpointSchemas,
  ...postsEndpointSchemas,
  ...needHelpEndpointSchemas,
  ...membershipEndpointSchemas,
  ...verificationEndpointSchemas,
  ...usersEndpointSchemas,
  ...boostsEndpointSchemas,
  ...notificationsEndpointSchemas,
} satisfies EndpointSchemasOf<ApiEndpoints & FilesEndpoints & AuthEndpoints>;

export type EndpointSchemas = typeof endpointSchemas;
