import { endpointsOf } from './endpoint.ts';

/** The live event stream and its ticket. Relative to `API_URL`. */
export const liveEndpoints = endpointsOf({
  liveTicket: ['POST', '/live/ticket'],
  liveStream: ['GET', '/live/stream'],
});
