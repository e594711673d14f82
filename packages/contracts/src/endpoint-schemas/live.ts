import type { ApiEndpoints } from '../endpoints/api.ts';
import { LiveStreamHeadersSchema, LiveStreamQuerySchema, LiveTicketAnswerSchema } from '../live.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The live stream of events per identity (Server-Sent Events) and the tickets that open it. */
export const liveEndpointSchemas = {
  liveTicket: {
    tags: ['live'],
    security: NEEDS_SESSION,
    summary:
      'A one-time ticket that opens the live stream within a minute (an EventSource cannot send the Authorization header)',
    response: { 200: LiveTicketAnswerSchema, ...errorResponses(401) },
  },
  // The ticket is the credential: an EventSource cannot send the Authorization header.
  liveStream: {
    tags: ['live'],
    security: PUBLIC_ACCESS,
    summary:
      'Server-Sent Events of the person and their businesses: `ready` first, then request.created, request.message, request.closed and request.read, each with its identity and that identity’s unread count. Resumes after `lastEventId` (or the Last-Event-ID header) with everything since',
    querystring: LiveStreamQuerySchema,
    headers: LiveStreamHeadersSchema,
    response: errorResponses(400, 401),
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
