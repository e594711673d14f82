import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchesTag, unmodifiedSince } from './freshness.ts';

export interface ConditionalGetOptions {
  /** The `Cache-Control` of every successful answer. */
  cacheControl: string;
}

/**
 * Caching for the routes of the context that registers it, for bodies made anew on each request: each successful answer
 * gets the `Cache-Control` and an ETag (a hash of its body), and a client whose copy is still current gets `304`
 * without the body. A body that is the same for every request is better prepared once (`prepared-response.ts`).
 */
export const conditionalGet = fp(async (app: FastifyInstance, options: ConditionalGetOptions) => {
  // The plugin would answer 304 to any status, a 404 or 429 included; only a 200 may become 304 (RFC 9110, 13.2.1).
  await app.register(etag, { replyWith304: false });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      return payload;
    }
    reply.header('cache-control', options.cacheControl);
    const tag = reply.getHeader('etag');
    const ifNoneMatch = request.headers['if-none-match'];
    const current = ifNoneMatch
      ? typeof tag === 'string' && matchesTag(ifNoneMatch, tag)
      : unmodifiedSince(request.headers['if-modified-since'], reply.getHeader('last-modified'));
    if (current) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
