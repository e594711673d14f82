import { endpoints, endpointSchemas } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  prepareResponse,
  sendPrepared,
  type PreparedResponse,
} from '../../plugins/http-cache/prepared-response.ts';
import type { Awaitable, RefdataService } from './refdata.service.ts';

/**
 * Reference data changes only with a deploy or an admin's edit, and a list an hour old is harmless: browsers and CDNs
 * keep it an hour without asking, then for a day more serve their copy while revalidating it by ETag behind the scenes.
 */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a list as a prepared response: serialized by the route's schema of its answer (as its serializer would), tagged and
 * compressed once per list and language (each language's list is an array of its own, and its address names it, so a
 * shared cache keeps each language apart). The service gives the same array until it is invalidated, so the array keys its response and
 * a new array gets a new one. Once both are ready the answer is sent in the handler's own turn, with no promise: the
 * handler returns nothing then, and Fastify has no thenable to wait for (a returned reply is one).
 */
function fromMemory(answer: z.ZodType) {
  const serialize = serializerCompiler({
    schema: answer,
    method: 'GET',
    url: '',
    httpStatus: '200',
  });
  const prepared = new WeakMap<object, PreparedResponse | Promise<PreparedResponse>>();
  const prepare = (data: object) => {
    const response = prepareResponse(serialize({ success: true, data }), {
      contentType: JSON_TYPE,
      cacheControl: CACHE_CONTROL,
    }).then((ready) => {
      prepared.set(data, ready);
      return ready;
    });
    prepared.set(data, response);
    return response;
  };
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    rows: Awaitable<object>,
  ): undefined | Promise<void> => {
    const ready = rows instanceof Promise ? undefined : prepared.get(rows);
    if (ready && !(ready instanceof Promise)) {
      sendPrepared(request, reply, ready);
      return undefined;
    }
    return (async () => {
      const data = await rows;
      sendPrepared(request, reply, await (prepared.get(data) ?? prepare(data)));
    })();
  };
}

/**
 * The bodies are compressed already: @fastify/compress would only look at them again. A GET has no body to decompress
 * either, and without the option the plugin's request hook runs on every one.
 */
const PRECOMPRESSED = { compress: false, decompress: false } as const;

export const refdataRoutes: FastifyPluginAsyncZod<{ refdata: RefdataService }> = async (app, { refdata }) => {
  const countries = fromMemory(endpointSchemas.countries.response[200]);
  route(app, endpoints.countries, {
    ...PRECOMPRESSED,
    handler: (request, reply) => countries(request, reply, refdata.countries()),
  });
  const states = fromMemory(endpointSchemas.countryStates.response[200]);
  route(app, endpoints.countryStates, {
    ...PRECOMPRESSED,
    handler: (request, reply) => states(request, reply, refdata.statesOf(request.params.code)),
  });
  const genders = fromMemory(endpointSchemas.genders.response[200]);
  route(app, endpoints.genders, {
    ...PRECOMPRESSED,
    handler: (request, reply) => genders(request, reply, refdata.genders(request.query.lang)),
  });
  const languages = fromMemory(endpointSchemas.languages.response[200]);
  route(app, endpoints.languages, {
    ...PRECOMPRESSED,
    handler: (request, reply) => languages(request, reply, refdata.languages(request.query.lang)),
  });
  const jobPositions = fromMemory(endpointSchemas.jobPositions.response[200]);
  route(app, endpoints.jobPositions, {
    ...PRECOMPRESSED,
    handler: (request, reply) => jobPositions(request, reply, refdata.jobPositions(request.query.lang)),
  });
  const businessTypes = fromMemory(endpointSchemas.businessTypes.response[200]);
  route(app, endpoints.businessTypes, {
    ...PRECOMPRESSED,
    handler: (request, reply) => businessTypes(request, reply, refdata.businessTypes()),
  });
  const industries = fromMemory(endpointSchemas.industries.response[200]);
  route(app, endpoints.industries, {
    ...PRECOMPRESSED,
    handler: (request, reply) => industries(request, reply, refdata.industries(request.query.lang)),
  });
  const tree = fromMemory(endpointSchemas.industryTree.response[200]);
  route(app, endpoints.industryTree, {
    ...PRECOMPRESSED,
    handler: (request, reply) => tree(request, reply, refdata.industryTree(request.query.lang)),
  });
  const categories = fromMemory(endpointSchemas.industryCategories.response[200]);
  route(app, endpoints.industryCategories, {
    ...PRECOMPRESSED,
    handler: (request, reply) =>
      categories(request, reply, refdata.categoriesOf(request.params.id, request.query.lang)),
  });
};
