import { endpointSchemas, type Endpoint, type EndpointSchemas } from '@b2b/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type EndpointName = keyof EndpointSchemas;

/** What a route adds to its entry of the endpoint table: its handler and hooks, typed by the entry's schemas. */
export type EndpointRouteOptions<K extends EndpointName> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchemas[K],
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'method' | 'url' | 'schema'
>;

/**
 * Registers one entry of the endpoint table: its method, path and schemas come from the table, so a route cannot
 * differ from what the web client and the OpenAPI document read; the handler's input and answer are typed by them.
 * The entry's name is the document's `operationId`.
 */
export function route<K extends EndpointName>(
  app: FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    ZodTypeProvider
  >,
  endpoint: Endpoint<K>,
  options: EndpointRouteOptions<K>,
): void {
  // The entry's schemas type the options above; Fastify's own route type cannot name them for every K at once.
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...endpointSchemas[endpoint.key], operationId: endpoint.key },
  } as unknown as RouteOptions);
}
