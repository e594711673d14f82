import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conditionalGet } from '../../plugins/http-cache/conditional-get.ts';
import type { SitemapDocument, SitemapService } from './sitemap.service.ts';

/** Crawlers come back often; five minutes keeps a new business out of a cached sitemap only briefly. */
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

// Not API routes: they live at the portal's root, outside the API's OpenAPI document.
const schema = { hide: true } as const;

function sendXml(reply: FastifyReply, document: SitemapDocument) {
  if (document.lastModified) reply.header('last-modified', document.lastModified.toUTCString());
  return reply.type(XML).send(document.body);
}

/** `/robots.txt`, `/sitemap.xml` (the index) and its child sitemaps `/sitemaps/{name}.xml`. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  await app.register(conditionalGet, { cacheControl: CACHE_CONTROL });

  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(sitemap.robots()),
  );
  app.get('/sitemap.xml', { schema }, async (_request, reply) => sendXml(reply, await sitemap.index()));
  app.get(
    '/sitemaps/:file',
    { schema: { ...schema, params: z.object({ file: z.string() }) } },
    async (request, reply) => sendXml(reply, await sitemap.child(request.params.file)),
  );
};
