import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesTag } from '../../plugins/conditional-get.ts';

/**
 * Reference data changes only with a deploy or an admin's edit, and a list an hour old is harmless: browsers and CDNs
 * keep it an hour without asking, then for a day more serve their copy while revalidating it by ETag behind the scenes.
 */
export const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Below this size compressing saves less than the header costs (what @fastify/compress is given too). */
const COMPRESS_FROM_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A body that is the same for every request: serialized, tagged and compressed once. */
export interface PreparedResponse {
  /** Weak: the compressed bodies are other bytes of the same representation, and all share the tag. */
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * How hard to compress: `best` for what is prepared once per server (reference lists), `fast` for what is prepared
 * every few seconds (rendered pages, 200 KB of HTML that brotli's best ratio takes a second of CPU to compress).
 */
const EFFORT = {
  best: { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  fast: { brotli: 5, gzip: constants.Z_DEFAULT_COMPRESSION },
} as const;

/** Compressed on libuv's threads rather than the event loop, at the best ratio unless told otherwise. */
export async function prepareResponse(
  body: string | Buffer,
  effort: keyof typeof EFFORT = 'best',
): Promise<PreparedResponse> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, identity, encoded: {} };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: EFFORT[effort].gzip }),
  ]);
  return { etag, identity, encoded: { br, gzip: gz } };
}

/** The encoding the client prefers among those prepared; `*` counts as gzip, as @fastify/compress reads it. */
function encodingFor(request: FastifyRequest, prepared: PreparedResponse): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || !prepared.encoded.br) return undefined;
  const encoding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/**
 * Answers with the prepared body, in the encoding the client accepts, or 304 when the client's copy is current. Only a
 * 200 is ever prepared, so a 304 stands only where a 200 would (an error is never revalidated). JSON with the
 * reference data's caching unless told otherwise.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedResponse,
  { cacheControl = CACHE_CONTROL, type = 'application/json; charset=utf-8' } = {},
) {
  const vary = reply.getHeader('vary');
  reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('etag', prepared.etag)
    .header('cache-control', cacheControl);
  if (matchesTag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = encodingFor(request, prepared);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(type).send(encoding ? prepared.encoded[encoding] : prepared.identity);
}
