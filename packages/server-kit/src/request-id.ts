import { randomUUID } from 'node:crypto';
import { requestContext } from '@fastify/request-context';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id: in from a proxy or the other server, out on every answer and onward call. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Longest id taken from a caller: a UUID is 36 characters, a proxy's (nginx's `$request_id`) 32. */
export const REQUEST_ID_MAX_LENGTH = 64;

/**
 * What an id from outside may be made of: letters, digits and `.-_:`. Anyone may send the header, and its value goes
 * into every log line of the request, the answer's header and the calls made for it: no spaces, quotes, control
 * characters or escape sequences that could forge or garble a log line or a header, and a bounded length.
 */
const WELL_FORMED = new RegExp(`^[A-Za-z0-9._:-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/** The caller's id when it is one well-formed value; undefined for none, a repeated header or anything else. */
export function wellFormedRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined;
}

/**
 * A request's id: the one a proxy or the other server sent, when well-formed, so that one request can be followed
 * through every server's logs; otherwise a fresh UUID (a malformed id is dropped, not cleaned, so that no part of it
 * is logged).
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  return wellFormedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The id of the request being served, for code that is not handed the request (outgoing calls, logs). */
    requestId: string;
  }
}

/** The id of the request whose work is running now, or undefined outside any request (timers, workers, start-up). */
export function currentRequestId(): string | undefined {
  return requestContext.get('requestId');
}

/** The header to send with a call made for the request being served, so the called server logs the same id. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/** The fetch signature the callers use (jose's `customFetch` among them). */
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A fetch for calls to another server of the network (the account service) made on behalf of the request being served:
 * the call carries the request's id, the called server logs it and answers it back, and the answer is logged here
 * with it, so one request can be followed through both servers' logs.
 */
export function fetchWithRequestId(
  log: { info(details: object, message: string): void },
  target: string,
  send: Fetch = fetch,
): Fetch {
  return async (url, init) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(requestIdHeaders())) headers.set(name, value);
    const started = performance.now();
    const response = await send(url, { ...init, headers });
    log.info(
      {
        call: {
          target,
          url,
          status: response.status,
          ms: Math.round(performance.now() - started),
          answeredRequestId: response.headers.get(REQUEST_ID_HEADER),
        },
      },
      `${target} answered`,
    );
    return response;
  };
}
