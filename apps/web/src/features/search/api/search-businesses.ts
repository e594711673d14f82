import { BusinessSearchAnswerSchema, type BusinessSearchInput } from '@b2b/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST search/business`: one page of businesses of a type, the exact total and the spelling suggestion. */
export const searchBusinesses = (input: BusinessSearchInput, signal?: AbortSignal) =>
  apiRequest('/search/business', {
    method: 'POST',
    body: { ...input },
    schema: BusinessSearchAnswerSchema,
    ...(signal ? { signal } : {}),
  });
