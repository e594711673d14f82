import type { ApiEndpoints, AuthEndpoints } from '../endpoints/api.ts';
import { HealthSchema } from '../health.ts';
import { errorResponses, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Both servers' liveness check: it answers only when the database does. */
const health = {
  tags: ['health'],
  security: PUBLIC_ACCESS,
  summary: 'Liveness and database check',
  response: { 200: HealthSchema, ...errorResponses(500) },
};

export const healthEndpointSchemas = {
  health,
  authHealth: health,
} satisfies Partial<EndpointSchemasOf<ApiEndpoints & AuthEndpoints>>;
