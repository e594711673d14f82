import { endpointsOf } from './endpoint.ts';

/** The API's health check. Relative to `API_URL`. */
export const healthEndpoints = endpointsOf({
  health: ['GET', '/health'],
  healthLive: ['GET', '/health/live'],
  healthReady: ['GET', '/health/ready'],
});
