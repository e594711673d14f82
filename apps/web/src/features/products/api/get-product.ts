import { ProductAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET product/{productID}`. */
export async function getProduct(productID: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/product/${encodeURIComponent(productID)}`, {
    schema: ProductAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const productKey = (productID: string) => ['products', 'detail', productID] as const;

export const getProductQueryOptions = (productID: string) =>
  queryOptions({ queryKey: productKey(productID), queryFn: ({ signal }) => getProduct(productID, signal) });

export const useProduct = (productID: string) => useQuery(getProductQueryOptions(productID));
