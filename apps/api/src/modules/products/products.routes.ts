import { endpoints, SIGN_IN_MESSAGE } from '@b2b/contracts';
import { AppError, route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { ProductsService } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{
  products: ProductsService;
  /** Puts the reference names of an answer in the language its request asks for (`?lang=`). */
  namesInRequestedLanguage: NamesInRequestedLanguage;
}> = async (app, { products, namesInRequestedLanguage }) => {
  route(app, endpoints.productCreate, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const productID = await products.create(user, request.body);
      return reply.code(201).send({ success: true as const, data: { productID } });
    },
  });

  route(app, endpoints.productsByBusiness, {
    preSerialization: namesInRequestedLanguage,
    handler: async (request) => {
      // The same address serves visitors, so manage mode asks for its session here rather than in the schema.
      const manager = request.query.manage ? await app.auth.optionalUser(request) : null;
      if (request.query.manage && !manager) throw new AppError('TokenNotFound', SIGN_IN_MESSAGE);
      return {
        success: true as const,
        data: await products.productsOf(request.query.bid, request.query, manager),
      };
    },
  });

  route(app, endpoints.product, {
    preSerialization: namesInRequestedLanguage,
    handler: async (request) => {
      const viewer = await app.auth.optionalUser(request);
      return {
        success: true as const,
        data: await products.productOf(request.params.productID, viewer?.userID ?? null),
      };
    },
  });

  route(app, endpoints.productUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await products.update(user, request.params.productID, request.body),
      };
    },
  });

  route(app, endpoints.productRemove, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await products.remove(user, request.params.productID);
      return { success: true as const };
    },
  });
};
