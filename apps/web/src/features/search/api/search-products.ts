import { ProductSearchAnswerSchema, type ProductSearchInput } from '@b2b/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST search/product`: one page of product cards, the exact total and the spelling suggestion. */
export const searchProducts = (input: ProductSearchInput, signal?: AbortSignal) =>
  apiRequest('/search/product', {
    method: 'POST',
    body: { ...input },
    schema: ProductSearchAnswerSchema,
    ...(signal ? { signal } : {}),
  });
