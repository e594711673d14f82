import type { ApiEndpoints, AuthEndpoints } from '../endpoints/api.ts';
import { HealthSchema, LivenessSchema, ReadinessSchema } from '../health.ts';
import { errorResponses, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Both servers' liveness check: it answers only when the database does. */
const health = {
  tags: ['health'],
  security: PUBLIC_ACCESS,
  summary: 'Liveness and database check',
  response: { 200: HealthSchema, ...errorResponses(500) },
};

/** For a process supervisor: the process runs, whatever its dependencies do. */
const live = {
  tags: ['health'],
  security: PUBLIC_ACCESS,
  summary: 'Liveness: the process answers',
  response: { 200: LivenessSchema },
};

/** For the proxy: send this process requests only while it can serve them. */
const ready = {
  tags: ['health'],
  security: PUBLIC_ACCESS,
  summary: 'Readiness: the database, its migrations and Redis',
  description:
    'Answers 200 when the database answers and has every migration applied, and Redis answers when the server is configured with it; 503 ServiceUnavailable otherwise, naming what failed.',
  response: { 200: ReadinessSchema, ...errorResponses(503) },
};

export const healthEndpointSchemas = {
  health,
  healthLive: live,
  healthReady: ready,
  authHealth: health,
  authHealthLive: live,
  authHealthReady: ready,
} satisfies Partial<EndpointSchemasOf<ApiEndpoints & AuthEndpoints>>;
