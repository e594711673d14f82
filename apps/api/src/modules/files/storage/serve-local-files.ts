import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { NotFound } from '@b2b/server-kit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from './file-storage.ts';

/**
 * Serves a folder (the local driver's, by default at the files prefix itself) in a scope of its own. @fastify/static
 * (through `send`) resolves paths inside the root only and lists no folders; dot files are answered as missing.
 * Uploads are stored under new names, so they are immutable; other files say how long they may be kept.
 */
export async function serveLocalFiles(
  app: FastifyInstance,
  options: { root: string; prefix?: string; cacheControl?: string },
) {
  const cacheControl = options.cacheControl ?? IMMUTABLE_CACHE_CONTROL;
  await mkdir(options.root, { recursive: true });
  await app.register(async (files) => {
    // `send` refuses a path that climbs out of the root (`..%2f`) with a bare 403 the envelope does not know; to the
    // caller it is just a file that is not there. Everything else goes on to the one error handler.
    files.setErrorHandler((error: FastifyError) => {
      if (error.statusCode === 403 || error.statusCode === 400) throw new NotFound('There is no such file.');
      throw error;
    });
    await files.register(fastifyStatic, {
      root: options.root,
      prefix: options.prefix ?? '/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', cacheControl);
      },
    });
  });
}
