import { ErrorEnvelopeSchema, type ErrorName, type FieldError } from '@b2b/contracts';
import type { z } from 'zod';
import { dropEmpty } from './drop-empty.ts';
import { readSession } from './session.ts';

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

/**
 * Where calls go. The browser calls the API host; the server renderer resolves, per request, a transport that reaches
 * the API in process, so the same query options serve both.
 */
export function configureApiClient(next: { apiUrl: string } | { resolveTransport: () => Transport }) {
  if ('resolveTransport' in next) currentTransport = next.resolveTransport;
  else {
    const transport = browserTransport(next.apiUrl);
    currentTransport = () => transport;
  }
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
  /** Checks the answer's shape; the contract's types flow from it. */
  schema: S;
  signal?: AbortSignal;
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal ?? null };
  if (options.body) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(dropEmpty(options.body));
  }
  let response: Response;
  try {
    response = await currentTransport()(path, init);
  } catch {
    throw new ApiError(0, 'NetworkError', 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  // A 2xx answer that says success: false is a failure too.
  const failed =
    !response.ok ||
    (typeof body === 'object' && body !== null && 'success' in body && body.success === false);
  if (failed) {
    const envelope = ErrorEnvelopeSchema.safeParse(body);
    if (envelope.success) {
      throw new ApiError(response.status, envelope.data.name, envelope.data.message, envelope.data.errors);
    }
    throw new ApiError(response.status, 'InternalError', 'Something was wrong, try again please');
  }
  return options.schema.parse(body);
}
