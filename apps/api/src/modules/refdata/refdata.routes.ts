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
import type { RefdataService } from './refdata.service.ts';

const list = <T extends z.ZodType>(item: T) => ({ 200: dataEnvelope(z.array(item)), ...errorResponses(500) });

/**
 * Reference data changes only with a deploy or an admin's edit, and a list an hour old is harmless: browsers and CDNs
 * keep it an hour without asking, then for a day more serve their copy while revalidating it by ETag behind the scenes.
 */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a list as a prepared response: serialized by the route's schema (as its serializer would), tagged and
 * compressed once per list. The service gives the same array until it is invalidated, so the array keys its response and
 * a new array gets a new one; once prepared, the response is kept as such, and a request waits for nothing more.
 */
function fromMemory(item: z.ZodType) {
  const serialize = serializerCompiler({
    schema: list(item)[200],
    method: 'GET',
    url: '',
    httpStatus: '200',
  });
  const prepared = new WeakMap<object, PreparedResponse | Promise<PreparedResponse>>();
  return async (request: FastifyRequest, reply: FastifyReply, data: object) => {
    let response = prepared.get(data);
    if (!response) {
      response = prepareResponse(serialize({ success: true, data }), {
        contentType: JSON_TYPE,
        cacheControl: CACHE_CONTROL,
      }).then((ready) => {
        prepared.set(data, ready);
        return ready;
      });
      prepared.set(data, response);
    }
    return sendPrepared(request, reply, response instanceof Promise ? await response : response);
  };
}

/** The bodies are compressed already: @fastify/compress would only look at them again. */
const PRECOMPRESSED = { compress: false } as const;

export const refdataRoutes: FastifyPluginAsyncZod<{ refdata: RefdataService }> = async (app, { refdata }) => {
  const countries = fromMemory(CountrySchema);
  app.get(
    '/ref-data/country',
    {
      ...PRECOMPRESSED,
      schema: { tags: ['reference data'], summary: 'Every country', response: list(CountrySchema) },
    },
    async (request, reply) => countries(request, reply, await refdata.countries()),
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
    async (request, reply) => states(request, reply, await refdata.statesOf(request.params.code)),
  );
  const genders = fromMemory(GenderSchema);
  app.get(
    '/ref-data/gender',
    {
      ...PRECOMPRESSED,
      schema: { tags: ['reference data'], summary: 'Genders', response: list(GenderSchema) },
    },
    async (request, reply) => genders(request, reply, await refdata.genders()),
  );
  const languages = fromMemory(LanguageSchema);
  app.get(
    '/ref-data/language',
    {
      ...PRECOMPRESSED,
      schema: { tags: ['reference data'], summary: 'Languages', response: list(LanguageSchema) },
    },
    async (request, reply) => languages(request, reply, await refdata.languages()),
  );
  const jobPositions = fromMemory(JobPositionSchema);
  app.get(
    '/ref-data/job-position',
    {
      ...PRECOMPRESSED,
      schema: { tags: ['reference data'], summary: 'Job positions', response: list(JobPositionSchema) },
    },
    async (request, reply) => jobPositions(request, reply, await refdata.jobPositions()),
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
    async (request, reply) => businessTypes(request, reply, await refdata.businessTypes()),
  );
  const industries = fromMemory(IndustrySchema);
  app.get(
    '/catsys/industry',
    {
      ...PRECOMPRESSED,
      schema: { tags: ['industries'], summary: 'The 15 industries', response: list(IndustrySchema) },
    },
    async (request, reply) => industries(request, reply, await refdata.industries()),
  );
  const tree = fromMemory(IndustryTreeSchema);
  app.get(
    '/catsys/industry/full-tree',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['industries'],
        summary: 'Industries with their categories and subcategories',
        response: list(IndustryTreeSchema),
      },
    },
    async (request, reply) => tree(request, reply, await refdata.industryTree()),
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
        response: { ...list(CategorySchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => categories(request, reply, await refdata.categoriesOf(request.params.id)),
  );
};
