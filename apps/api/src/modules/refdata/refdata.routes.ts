import {
  BusinessTypeSchema,
  CategorySchema,
  CountryCodeParamsSchema,
  CountrySchema,
  dataEnvelope,
  GenderSchema,
  IdParamsSchema,
  IndustrySchema,
  IndustryTreeSchema,
  JobPositionSchema,
  LanguageSchema,
  ReferenceLanguageQuerySchema,
  StateSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  prepareResponse,
  sendPrepared,
  type PreparedResponse,
} from '../../plugins/http-cache/prepared-response.ts';
import type { Awaitable, RefdataService } from './refdata.service.ts';

const list = <T extends z.ZodType>(item: T) => ({ 200: dataEnvelope(z.array(item)), ...errorResponses(500) });

/**
 * Reference data changes only with a deploy or an admin's edit, and a list an hour old is harmless: browsers and CDNs
 * keep it an hour without asking, then for a day more serve their copy while revalidating it by ETag behind the scenes.
 */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a list as a prepared response: serialized by the route's schema (as its serializer would), tagged and
 * compressed once per list and language (each language's list is an array of its own, and its address names it, so a
 * shared cache keeps each language apart). The service gives the same array until it is invalidated, so the array keys its response and
 * a new array gets a new one. Once both are ready the answer is sent in the handler's own turn, with no promise: the
 * handler returns nothing then, and Fastify has no thenable to wait for (a returned reply is one).
 */
function fromMemory(item: z.ZodType) {
  const serialize = serializerCompiler({
    schema: list(item)[200],
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
  const countries = fromMemory(CountrySchema);
  app.get(
    '/ref-data/country',
    {
      ...PRECOMPRESSED,
      schema: { tags: ['reference data'], summary: 'Every country', response: list(CountrySchema) },
    },
    (request, reply) => countries(request, reply, refdata.countries()),
  );
  const states = fromMemory(StateSchema);
  app.get(
    '/ref-data/country/:code/state',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['reference data'],
        summary: 'States of a country',
        params: CountryCodeParamsSchema,
        response: { ...list(StateSchema), ...errorResponses(400, 404) },
      },
    },
    (request, reply) => states(request, reply, refdata.statesOf(request.params.code)),
  );
  const genders = fromMemory(GenderSchema);
  app.get(
    '/ref-data/gender',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['reference data'],
        summary: 'Genders',
        querystring: ReferenceLanguageQuerySchema,
        response: { ...list(GenderSchema), ...errorResponses(400) },
      },
    },
    (request, reply) => genders(request, reply, refdata.genders(request.query.lang)),
  );
  const languages = fromMemory(LanguageSchema);
  app.get(
    '/ref-data/language',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['reference data'],
        summary: 'Languages',
        querystring: ReferenceLanguageQuerySchema,
        response: { ...list(LanguageSchema), ...errorResponses(400) },
      },
    },
    (request, reply) => languages(request, reply, refdata.languages(request.query.lang)),
  );
  const jobPositions = fromMemory(JobPositionSchema);
  app.get(
    '/ref-data/job-position',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['reference data'],
        summary: 'Job positions',
        querystring: ReferenceLanguageQuerySchema,
        response: { ...list(JobPositionSchema), ...errorResponses(400) },
      },
    },
    (request, reply) => jobPositions(request, reply, refdata.jobPositions(request.query.lang)),
  );
  const businessTypes = fromMemory(BusinessTypeSchema);
  app.get(
    '/ref-data/business-type',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['reference data'],
        summary: 'Business types and search tabs',
        response: list(BusinessTypeSchema),
      },
    },
    (request, reply) => businessTypes(request, reply, refdata.businessTypes()),
  );
  const industries = fromMemory(IndustrySchema);
  app.get(
    '/catsys/industry',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['industries'],
        summary: 'The 15 industries',
        querystring: ReferenceLanguageQuerySchema,
        response: { ...list(IndustrySchema), ...errorResponses(400) },
      },
    },
    (request, reply) => industries(request, reply, refdata.industries(request.query.lang)),
  );
  const tree = fromMemory(IndustryTreeSchema);
  app.get(
    '/catsys/industry/full-tree',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['industries'],
        summary: 'Industries with their categories and subcategories',
        querystring: ReferenceLanguageQuerySchema,
        response: { ...list(IndustryTreeSchema), ...errorResponses(400) },
      },
    },
    (request, reply) => tree(request, reply, refdata.industryTree(request.query.lang)),
  );
  const categories = fromMemory(CategorySchema);
  app.get(
    '/catsys/industry/:id/category',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['industries'],
        summary: 'Categories of an industry with their subcategories',
        params: IdParamsSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { ...list(CategorySchema), ...errorResponses(400, 404) },
      },
    },
    (request, reply) =>
      categories(request, reply, refdata.categoriesOf(request.params.id, request.query.lang)),
  );
};
