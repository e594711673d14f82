import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from './file-storage.ts';

/**
 * Serves the local driver's folder under the files prefix. @fastify/static (through `send`) resolves paths inside the
 * root only, and lists no folders; dot files are answered as missing.
 */
export async function serveLocalFiles(app: FastifyInstance, options: { root: string }) {
  await mkdir(options.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE_CACHE_CONTROL);
    },
  });
}
