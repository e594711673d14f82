import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesTag } from './freshness.ts';

/** Below this size compressing saves less than the header costs (what @fastify/compress is given too). */
const COMPRESS_FROM_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export interface PrepareOptions {
  /** With its charset, e.g. `application/json; charset=utf-8`. */
  contentType: string;
  /** How long browsers and shared caches may keep the answer, e.g. `public, max-age=3600`. */
  cacheControl: string;
  /**
   * How hard to compress: `best` (the default) for what is prepared once per server (reference lists), `fast` for what
   * is prepared every few seconds (rendered pages, 200 KB of HTML that brotli's best ratio takes a second of CPU for).
   */
  effort?: keyof typeof EFFORT;
}

const EFFORT = {
  best: { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  fast: { brotli: 5, gzip: constants.Z_DEFAULT_COMPRESSION },
} as const;

/** One encoding of the body, with the headers of its answer made once. */
interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * A body that is the same for every request: tagged and compressed once, each encoding's headers made once, so a request
 * costs the choice of one and nothing else. The tag is weak: the compressed bodies are other bytes of the same
 * representation, and all share it.
 */
export interface PreparedResponse {
  readonly etag: string;
  readonly identity: Variant;
  readonly encoded: Partial<Record<Encoding, Variant>>;
  /** The headers of a 304. */
  readonly notModified: Record<string, string>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed once, at a ratio that per request would cost too much, on libuv's threads rather than the event loop. */
export async function prepareResponse(
  body: string | Buffer,
  options: PrepareOptions,
): Promise<PreparedResponse> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const effort = EFFORT[options.effort ?? 'best'];
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  const notModified = { etag, 'cache-control': options.cacheControl };
  const headers = { ...notModified, 'content-type': options.contentType };
  const variant = (bytes: Buffer, encoding?: Encoding): Variant => ({
    body: bytes,
    headers: encoding ? { ...headers, 'content-encoding': encoding } : headers,
  });
  if (identity.length < COMPRESS_FROM_BYTES)
    return { etag, identity: variant(identity), encoded: {}, notModified };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: effort.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: effort.gzip }),
  ]);
  return {
    etag,
    identity: variant(identity),
    encoded: { br: variant(br, 'br'), gzip: variant(gz, 'gzip') },
    notModified,
  };
}

/**
 * The encoding a client prefers among those prepared; `*` counts as gzip, as @fastify/compress reads it. Clients send
 * a handful of different `Accept-Encoding` values, so each one's answer is remembered (a bounded number of them).
 */
const preferred = new Map<string, Encoding | undefined>();
const REMEMBERED_ACCEPT_ENCODINGS = 100;

function preferredEncoding(accepted: string): Encoding | undefined {
  if (preferred.has(accepted)) return preferred.get(accepted);
  const encoding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  const chosen = encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
  if (preferred.size >= REMEMBERED_ACCEPT_ENCODINGS) preferred.clear();
  preferred.set(accepted, chosen);
  return chosen;
}

/**
 * Answers with the prepared body, in the encoding the client accepts, or 304 when the client's copy is current. Only a
 * 200 is ever prepared, so a 304 stands only where a 200 would (an error is never revalidated). `Vary: Accept-Encoding`
 * is added to what the reply varies by already (CORS's `Origin`) when the body has compressed encodings.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedResponse) {
  if (prepared.encoded.br) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (matchesTag(request.headers['if-none-match'], prepared.etag)) {
    return reply.headers(prepared.notModified).code(304).send();
  }
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && prepared.encoded.br ? preferredEncoding(accepted) : undefined;
  const variant = (encoding && prepared.encoded[encoding]) || prepared.identity;
  return reply.headers(variant.headers).send(variant.body);
}
