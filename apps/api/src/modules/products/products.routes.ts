import {
  ProductAnswerSchema,
  ProductCreatedAnswerSchema,
  ProductIdParamsSchema,
  ProductInputSchema,
  ProductsByBusinessAnswerSchema,
  ProductsByBusinessQuerySchema,
  ProductUpdateSchema,
  ReferenceLanguageQuerySchema,
  SuccessAnswerSchema,
  SIGN_IN_MESSAGE,
} from '@b2b/contracts';
import { AppError, errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { ProductsService } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{
  products: ProductsService;
  /** Puts the reference names of an answer in the language its request asks for (`?lang=`). */
  namesInRequestedLanguage: NamesInRequestedLanguage;
}> = async (app, { products, namesInRequestedLanguage }) => {
  app.post(
    '/product',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['products'],
        summary: "Add a product to a business's showcase: owner or admin, within the membership's cap",
        body: ProductInputSchema,
        response: { 201: ProductCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const productID = await products.create(user, request.body);
      return reply.code(201).send({ success: true as const, data: { productID } });
    },
  );

  app.get(
    '/product/by-business',
    {
      schema: {
        tags: ['products'],
        summary:
          "A page of a business's products, newest first, and how many there are; with `manage=true` (owner or admin) those hidden from the public over the showcase's cap too, marked `hidden`",
        querystring: ProductsByBusinessQuerySchema.extend(ReferenceLanguageQuerySchema.shape),
        response: { 200: ProductsByBusinessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preSerialization: namesInRequestedLanguage,
    },
    async (request) => {
      // The same address serves visitors, so manage mode asks for its session here rather than in the schema.
      const manager = request.query.manage ? await app.auth.optionalUser(request) : null;
      if (request.query.manage && !manager) throw new AppError('TokenNotFound', SIGN_IN_MESSAGE);
      return {
        success: true as const,
        data: await products.productsOf(request.query.bid, request.query, manager),
      };
    },
  );

  app.get(
    '/product/:productID',
    {
      schema: {
        tags: ['products'],
        summary:
          'A product with the card of its business; one hidden from the public (over its showcase cap) only for its owner and admins',
        params: ProductIdParamsSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: ProductAnswerSchema, ...errorResponses(400, 404) },
      },
      preSerialization: namesInRequestedLanguage,
    },
    async (request) => {
      const viewer = await app.auth.optionalUser(request);
      return {
        success: true as const,
        data: await products.productOf(request.params.productID, viewer?.userID ?? null),
      };
    },
  );

  app.put(
    '/product/:productID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['products'],
        summary: 'Change a product: owner or admin of its business; a missing field stays, null clears it',
        params: ProductIdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await products.update(user, request.params.productID, request.body),
      };
    },
  );

  app.delete(
    '/product/:productID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['products'],
        summary: 'Remove a product: owner or admin of its business',
        params: ProductIdParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await products.remove(user, request.params.productID);
      return { success: true as const };
    },
  );
};
