import type { ApiEndpoints, AuthEndpoints } from '../endpoints.ts';
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
  ...searchEndpointSchemas,
  ...favoritesEndpointSchemas,
  ...liveEndpointSchemas,
} satisfies EndpointSchemasOf<ApiEndpoints & AuthEndpoints>;

export type EndpointSchemas = typeof endpointSchemas;
