import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the browsable API documentation lives: a page among the API's data answers. */
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, made from the endpoint table (the same Zod schemas validate the routes), and its browsable UI.
 * Only the table's entries are in it, each named by its `operationId`: the web app's pages, the files and the sitemaps
 * are other routes of this server, not the API.
 */
export const docs = fp(
  async (app: FastifyInstance, options: { apiUrl: string; brandName: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${options.brandName} API`, version: '1.0.0' },
        servers: [{ url: options.apiUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (route) =>
        route.schema && 'operationId' in route.schema
          ? jsonSchemaTransform(route)
          : { schema: { hide: true }, url: route.url },
      // Paths in the document are relative to the API host, as the contract writes them.
      transformObject: (documentObject) => {
        const spec =
          'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
        const paths = Object.fromEntries(
          Object.entries(spec.paths ?? {}).map(([path, item]) => [path.replace(/^\/api/, ''), item]),
        );
        return { ...spec, paths } as typeof spec;
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PATH });
    app.get(`${DOCS_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
