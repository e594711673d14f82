import {
  ERROR_NAMES,
  pathWith,
  TOAST_FAILURE_MESSAGE,
  type ApiEndpoints,
  type Endpoint,
  type EndpointSchemas,
  type ErrorEnvelope,
  type ErrorName,
  type FieldError,
} from '@b2b/contracts';
import type { z } from 'zod';
import { dropEmpty } from './drop-empty.ts';
import { clearSession, readSession } from './session.ts';
import { pendingRefresh, refreshSession } from './session-refresh.ts';

/** A failed call: the contract's error envelope, or `NetworkError` when no answer came. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorName: ErrorName | 'NetworkError';
  readonly errors: FieldError[];

  constructor(
    status: number,
    errorName: ErrorName | 'NetworkError',
    message: string,
    errors: FieldError[] = [],
  ) {
    super(message);
    this.status = status;
    this.errorName = errorName;
    this.errors = errors;
  }
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

const browserTransport =
  (apiUrl: string): Transport =>
  (path, init) =>
    fetch(`${apiUrl.replace(/\/$/, '')}${path}`, init);

let currentTransport: () => Transport = () => browserTransport('/api');
let browserApiUrl = '/api';

/** The browser's address of an endpoint, for what cannot go through `api` (an EventSource). */
export const apiAddress = <K extends keyof ApiEndpoints>(endpoint: Endpoint<K>, ...[input]: InputArgs<K>) =>
  `${browserApiUrl.replace(/\/$/, '')}${addressOf(endpoint, input)}`;
/** The account service, for the 401 protocol's refresh; unset on the server, which never holds a session. */
let authUrl: string | null = null;

/**
 * Where calls go. The browser calls the API host; the server renderer resolves, per request, a transport that reaches
 * the API in process, so the same query options serve both.
 */
export function configureApiClient(
  next: { apiUrl: string; authUrl: string } | { resolveTransport: () => Transport },
) {
  if ('resolveTransport' in next) currentTransport = next.resolveTransport;
  else {
    const transport = browserTransport(next.apiUrl);
    browserApiUrl = next.apiUrl;
    currentTransport = () => transport;
    authUrl = next.authUrl;
  }
}

interface CallOptions {
  /** Sends the body's nulls: the route reads null as "clear it" (empty values drop otherwise). */
  keepNull?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Headers of the call itself, such as a purchase's `Idempotency-Key`. */
  headers?: Record<string, string> | undefined;
}

interface RequestOptions extends CallOptions {
  method: Endpoint['method'];
  body?: unknown;
}

type Schema<K extends keyof EndpointSchemas> = EndpointSchemas[K];
/** One part of a call's input, typed by the entry's schema of it; optional when the schema asks for nothing. */
type Part<S, F extends string, Name extends string> = S extends { [P in F]: infer T extends z.ZodType }
  ? object extends z.input<T>
    ? { [P in Name]?: z.input<T> }
    : { [P in Name]: z.input<T> }
  : unknown;
/** What a call of the endpoint sends: its path parameters, query and body as the table declares them. */
export type InputOf<K extends keyof EndpointSchemas> = Part<Schema<K>, 'params', 'params'> &
  Part<Schema<K>, 'querystring', 'query'> &
  Part<Schema<K>, 'body', 'body'> &
  CallOptions;
type InputArgs<K extends keyof EndpointSchemas> =
  object extends InputOf<K> ? [input?: InputOf<K>] : [input: InputOf<K>];
type SuccessStatus = 200 | 201 | 202;
/** The endpoint's successful answer, as the table declares it. */
export type AnswerOf<K extends keyof EndpointSchemas> = z.infer<
  Schema<K>['response'][Extract<keyof Schema<K>['response'], SuccessStatus>]
>;

interface Input extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The endpoint's path with its parameters and query, relative to the API. */
function addressOf(endpoint: Endpoint, input: Input | undefined): string {
  const path = pathWith(endpoint.path, input?.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') query.append(name, String(one));
    }
  }
  return query.size ? `${path}?${query.toString()}` : path;
}

/**
 * Calls an entry of the endpoint table: `api(businessesEndpoints.businessMyList)`, `api(productsEndpoints.product, { params: { productID } })`.
 * The path, the parameters and the answer's type all follow from the entry (see `request` for the protocol).
 */
export function api<K extends keyof ApiEndpoints>(
  endpoint: Endpoint<K>,
  ...[input]: InputArgs<K>
): Promise<AnswerOf<K>> {
  const call: Input = input ?? {};
  return request<AnswerOf<K>>(addressOf(endpoint, call), {
    method: endpoint.method,
    body: call.body,
    keepNull: call.keepNull,
    signal: call.signal,
    headers: call.headers,
  });
}

/** 401s that a fresh access token cures. */
const REFRESHABLE = new Set<string>(['TokenNotFound', 'TokenExpiredError', 'SessionError']);

/** The session cannot be saved: start over as a visitor. */
function endSession(): never {
  clearSession();
  window.location.reload();
  throw new ApiError(401, 'SessionError', 'Your session has ended, please sign in again.');
}

/**
 * Calls the API. A 401 that a refresh can cure triggers one refresh (shared by every call that meets it) and the call is
 * replayed with the new token; an unusable token or a refused refresh clears the session and reloads the page.
 *
 * `T` is the type of the endpoint's answer in the table (`api` names it): the API already checked the answer against
 * that schema before sending it (its serializer refuses an answer that does not match), so the browser does not load
 * Zod to check it again.
 */
async function request<T>(path: string, options: RequestOptions): Promise<T> {
  // Calls made while a refresh runs wait for it rather than spend the old token.
  await pendingRefresh();
  const token = readSession()?.token;
  const first = await send(path, options, token);
  if (first.response.status !== 401 || !token || !authUrl) return read<T>(first);

  // Only a call that carried a session runs the protocol; a visitor's 401 is an ordinary failure.
  const name = errorNameOf(first.body);
  if (name === 'JsonWebTokenError') endSession();
  if (!name || !REFRESHABLE.has(name)) return read<T>(first);
  const outcome = await refreshSession(authUrl);
  if (outcome.kind === 'refused') endSession();
  if (outcome.kind === 'unreachable') throw new ApiError(0, 'NetworkError', 'Network error');
  return read<T>(await send(path, options, outcome.token));
}

interface Answer {
  response: Response;
  body: unknown;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method, headers, signal: options.signal ?? null };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(dropEmpty(options.body, { keepNull: options.keepNull ?? false }));
  }
  let response: Response;
  try {
    response = await currentTransport()(path, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NetworkError', 'Network error');
  }
  return { response, body: await response.json().catch(() => null) };
}

function errorNameOf(body: unknown): string | undefined {
  return isObject(body) && typeof body.name === 'string' ? body.name : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The contract's error envelope, or undefined when the body is something else (a proxy's page, no body at all). */
function errorEnvelopeOf(body: unknown): ErrorEnvelope | undefined {
  if (!isObject(body) || body.success !== false || typeof body.message !== 'string') return undefined;
  const name = ERROR_NAMES.find((known) => known === body.name);
  if (!name) return undefined;
  const errors = Array.isArray(body.errors)
    ? body.errors.filter(
        (error): error is FieldError =>
          isObject(error) && typeof error.path === 'string' && typeof error.message === 'string',
      )
    : undefined;
  return { success: false, name, message: body.message, ...(errors ? { errors } : {}) };
}

/** The answer's body, typed by the endpoint's schema (see `request`). */
function read<T>({ response, body }: Answer): T {
  // A 2xx answer that says success: false is a failure too.
  const failed = !response.ok || (isObject(body) && body.success === false);
  if (failed) {
    const envelope = errorEnvelopeOf(body);
    if (envelope) throw new ApiError(response.status, envelope.name, envelope.message, envelope.errors);
    throw new ApiError(response.status, 'InternalError', TOAST_FAILURE_MESSAGE);
  }
  return body as T;
}
