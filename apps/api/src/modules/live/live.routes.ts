import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveService } from './live.service.ts';

export interface LiveRoutesOptions {
  live: LiveService;
  /** Tickets per client address and window, beside the per-person limit (`liveTickets`). */
  ticketRateLimit: { max: number; windowSeconds: number };
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
};

/** The live stream of events per identity (Server-Sent Events) and the tickets that open it. */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (
  app,
  { live, ticketRateLimit },
) => {
  // Each ticket opens a stream, which may close an older one past the caps: asking for them is limited per person (in
  // the database) and per address (where the baseline limit counts, Redis when configured), so that nobody churns
  // streams, or the rows of tickets, without end.
  route(app, endpoints.liveTicket, {
    config: {
      userRateLimit: 'liveTickets',
      rateLimit: { max: ticketRateLimit.max, timeWindow: ticketRateLimit.windowSeconds * 1000 },
    },
    handler: async (request) => ({
      success: true as const,
      data: await live.issueTicket(await app.auth.requireUser(request)),
    }),
  });

  route(app, endpoints.liveStream, {
    handler: async (request, reply) => {
      const owner = await live.ownerOf(request.query.ticket);
      reply.hijack();
      // Headers other hooks set (CORS, security) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, SSE_HEADERS);
      const lastEventId = request.query.lastEventId ?? request.headers['last-event-id'];
      await live.serve(reply.raw, owner, lastEventId, request.ip).catch((error: unknown) => {
        request.log.error({ err: error }, 'live stream failed');
        reply.raw.end();
      });
    },
  });
};
