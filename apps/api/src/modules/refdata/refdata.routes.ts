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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conditionalGet } from '../../plugins/conditional-get.ts';
import { refdataRepository } from './refdata.repository.ts';
import { refdataService } from './refdata.service.ts';

const list = <T extends z.ZodType>(item: T) => ({ 200: dataEnvelope(z.array(item)), ...errorResponses(500) });

/** Reference data changes only with a deploy, so browsers and proxies may keep it for an hour and revalidate by ETag. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export const refdataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = refdataService(refdataRepository(app.db));
  await app.register(conditionalGet, { cacheControl: CACHE_CONTROL });
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/ref-data/country',
    { schema: { tags: ['reference data'], summary: 'Every country', response: list(CountrySchema) } },
    async () => ok(await service.countries()),
  );
  app.get(
    '/ref-data/country/:code/state',
    {
      schema: {
        tags: ['reference data'],
        summary: 'States of a country',
        params: CountryCodeParamsSchema,
        response: { ...list(StateSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await service.statesOf(request.params.code)),
  );
  app.get(
    '/ref-data/gender',
    { schema: { tags: ['reference data'], summary: 'Genders', response: list(GenderSchema) } },
    async () => ok(await service.genders()),
  );
  app.get(
    '/ref-data/language',
    { schema: { tags: ['reference data'], summary: 'Languages', response: list(LanguageSchema) } },
    async () => ok(await service.languages()),
  );
  app.get(
    '/ref-data/job-position',
    { schema: { tags: ['reference data'], summary: 'Job positions', response: list(JobPositionSchema) } },
    async () => ok(await service.jobPositions()),
  );
  app.get(
    '/ref-data/business-type',
    {
      schema: {
        tags: ['reference data'],
        summary: 'Business types and search tabs',
        response: list(BusinessTypeSchema),
      },
    },
    async () => ok(await service.businessTypes()),
  );
  app.get(
    '/catsys/industry',
    { schema: { tags: ['industries'], summary: 'The 15 industries', response: list(IndustrySchema) } },
    async () => ok(await service.industries()),
  );
  app.get(
    '/catsys/industry/full-tree',
    {
      schema: {
        tags: ['industries'],
        summary: 'Industries with their categories and subcategories',
        response: list(IndustryTreeSchema),
      },
    },
    async () => ok(await service.industryTree()),
  );
  app.get(
    '/catsys/industry/:id/category',
    {
      schema: {
        tags: ['industries'],
        summary: 'Categories of an industry with their subcategories',
        params: IdParamsSchema,
        response: { ...list(CategorySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await service.categoriesOf(request.params.id)),
  );
};
