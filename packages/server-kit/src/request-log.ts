import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry one-time secrets through a URL: the sign-in hand-off (`/SetID/?token=…`). A log line is
 * read by more people, and kept longer, than the minute such a token lives, so its value never reaches the logs.
 */
const SECRET_QUERY_PARAMETERS = ['token'];

/** The request's address as it may be logged: the value of every secret query parameter replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (query.has(name)) {
      query.set(name, 'redacted');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

/** Fastify's own request serializer, with the address made loggable. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
