import { z } from 'zod';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { dataEnvelope } from '../envelope.ts';
import {
  BusinessTypeSchema,
  CategorySchema,
  CountryCodeParamsSchema,
  CountrySchema,
  GenderSchema,
  IDParamsSchema,
  IndustrySchema,
  IndustryTreeSchema,
  JobPositionSchema,
  LanguageSchema,
  ReferenceLanguageQuerySchema,
  StateSchema,
} from '../refdata.ts';
import { errorResponses, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** A reference list's answer: `{success, data: [item…]}`, or the envelope of a failure. */
const list = <T extends z.ZodType>(item: T) => ({ 200: dataEnvelope(z.array(item)), ...errorResponses(500) });

const reference = { tags: ['reference data'], security: PUBLIC_ACCESS };
const industries = { tags: ['industries'], security: PUBLIC_ACCESS };

/** The reference lists, public and the same for everyone; names follow `?lang=` where a list has names to translate. */
export const refdataEndpointSchemas = {
  countries: { ...reference, summary: 'Every country', response: list(CountrySchema) },
  countryStates: {
    ...reference,
    summary: 'States of a country',
    params: CountryCodeParamsSchema,
    response: { ...list(StateSchema), ...errorResponses(400, 404) },
  },
  genders: {
    ...reference,
    summary: 'Genders',
    querystring: ReferenceLanguageQuerySchema,
    response: { ...list(GenderSchema), ...errorResponses(400) },
  },
  languages: {
    ...reference,
    summary: 'Languages',
    querystring: ReferenceLanguageQuerySchema,
    response: { ...list(LanguageSchema), ...errorResponses(400) },
  },
  jobPositions: {
    ...reference,
    summary: 'Job positions',
    querystring: ReferenceLanguageQuerySchema,
    response: { ...list(JobPositionSchema), ...errorResponses(400) },
  },
  businessTypes: {
    ...reference,
    summary: 'Business types and search tabs',
    response: list(BusinessTypeSchema),
  },
  industries: {
    ...industries,
    summary: 'The 15 industries',
    querystring: ReferenceLanguageQuerySchema,
    response: { ...list(IndustrySchema), ...errorResponses(400) },
  },
  industryTree: {
    ...industries,
    summary: 'Industries with their categories and subcategories',
    querystring: ReferenceLanguageQuerySchema,
    response: { ...list(IndustryTreeSchema), ...errorResponses(400) },
  },
  industryCategories: {
    ...industries,
    summary: 'Categories of an industry with their subcategories',
    params: IDParamsSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { ...list(CategorySchema), ...errorResponses(400, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
