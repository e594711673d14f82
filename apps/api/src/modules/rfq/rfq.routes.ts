import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RfqService } from './rfq.service.ts';

const ok = { success: true as const };

/** Requests for quotation and their quotes; every call needs a session. */
export const rfqRoutes: FastifyPluginAsyncZod<{ rfq: RfqService }> = async (app, { rfq }) => {
  route(app, endpoints.rfqCreate, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      return reply.code(201).send({ ...ok, data: await rfq.create(user, request.body) });
    },
  });

  route(app, endpoints.rfqMine, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.mine(user, request.query) };
    },
  });

  route(app, endpoints.rfqGet, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.get(user, request.params.rfqID, request.query.bid) };
    },
  });

  route(app, endpoints.rfqUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.update(user, request.params.rfqID, request.body) };
    },
  });

  route(app, endpoints.rfqClose, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await rfq.close(user, request.params.rfqID);
      return ok;
    },
  });

  route(app, endpoints.rfqReveal, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await rfq.reveal(user, request.params.rfqID, request.body.businessID);
      return ok;
    },
  });

  route(app, endpoints.rfqMarket, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.market(user, request.params.id, request.query) };
    },
  });

  route(app, endpoints.businessQuotes, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.businessQuotes(user, request.params.id) };
    },
  });

  route(app, endpoints.quoteCreate, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      return reply
        .code(201)
        .send({ ...ok, data: await rfq.createQuote(user, request.params.rfqID, request.body) });
    },
  });

  route(app, endpoints.quoteCompare, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.compare(user, request.params.rfqID, request.query) };
    },
  });

  route(app, endpoints.quoteUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const { rfqID, quoteID } = request.params;
      return { ...ok, data: await rfq.updateQuote(user, rfqID, quoteID, request.body) };
    },
  });

  route(app, endpoints.quoteWithdraw, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.withdrawQuote(user, request.params.rfqID, request.params.quoteID) };
    },
  });

  route(app, endpoints.quoteShortlist, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.shortlist(user, request.params.rfqID, request.params.quoteID) };
    },
  });

  route(app, endpoints.quoteDecline, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const { rfqID, quoteID } = request.params;
      return { ...ok, data: await rfq.decline(user, rfqID, quoteID, request.body.reason) };
    },
  });

  route(app, endpoints.quoteAward, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await rfq.award(user, request.params.rfqID, request.params.quoteID) };
    },
  });
};
