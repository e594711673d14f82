import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { JsonSchema } from './fuzz/schema-arbitrary.ts';

/** One route of the API as the project's own OpenAPI document describes it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as the document writes it, relative to the API host: `/product/{productID}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema, when the route reads one. */
  body: JsonSchema | undefined;
  /** Whether the route declares that it needs a session (`security: bearer`). */
  needsSession: boolean;
}

interface OpenApiOperation {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of `GET /api/docs/openapi.json`. */
export async function openApiOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>().paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
        ),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        needsSession:
          !!operation.security?.length && operation.security.every((alternative) => 'bearer' in alternative),
      };
    }),
  );
}

/**
 * A value as it travels in an address: text as it is, anything else as its JSON; a lone surrogate, which no address can
 * carry, becomes U+FFFD.
 */
export const textOf = (value: unknown) =>
  (typeof value === 'string' ? value : String(JSON.stringify(value))).replace(/\p{Surrogate}/gu, '\ufffd');

/** The operation's address under `/api` with the given path parameters, each encoded. */
export function urlOf(operation: Operation, params: Record<string, unknown>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(textOf(params[name])),
  );
  return `/api${path}${query ? `?${query}` : ''}`;
}
