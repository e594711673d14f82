import type { z } from 'zod';
import type { Endpoint, PathParamNames } from '../endpoints/endpoint.ts';
import { ErrorEnvelopeSchema } from '../envelope.ts';

/** OpenAPI's security of a route anyone may call. */
export const PUBLIC_ACCESS: { bearer: string[] }[] = [];
/**
 * OpenAPI's security of a route that needs a session: the bearer access token. The API verifies it as the request
 * arrives, before the body is read, so an anonymous caller gets 401 whatever it sent.
 */
export const NEEDS_SESSION: { bearer: string[] }[] = [{ bearer: [] }];
/**
 * An administrator's route: left out of the published API document, since to anyone but an administrator these
 * addresses do not exist.
 */
export const ADMIN_ONLY = { security: NEEDS_SESSION, tags: ['administration'], hide: true as const };

/** Declares the contract's error envelope for the given statuses, so the OpenAPI document lists a route's failures. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorEnvelopeSchema])) as {
    [K in S[number]]: typeof ErrorEnvelopeSchema;
  };
}

/**
 * The Fastify schema of one route, keyed as Fastify and its OpenAPI generator read it: what the server validates and
 * serializes, and what the document says.
 */
export interface EndpointSchema {
  tags: string[];
  summary: string;
  description?: string;
  security: { bearer: string[] }[];
  /** Left out of the published document (the administration, unknown to anyone but an administrator). */
  hide?: true;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  consumes?: string[];
  /** Every answer by status, the error envelope's included. */
  response: Record<number, z.ZodType>;
}

/** A schema fit for its address: params naming exactly the path's parameters, and no body on a GET. */
export type EndpointSchemaOf<E extends Endpoint> = EndpointSchema &
  ([PathParamNames<E['path']>] extends [never]
    ? { params?: never }
    : { params: z.ZodType<Record<PathParamNames<E['path']>, unknown>> }) &
  (E['method'] extends 'GET' ? { body?: never } : unknown);

/** Schemas for some of the table's addresses (one domain's), each checked against its address. */
export type EndpointSchemasOf<T extends Record<string, Endpoint>> = {
  [K in keyof T]: EndpointSchemaOf<T[K]>;
};
