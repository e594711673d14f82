import { PRODUCT_LIMITS, ProductsByBusinessAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ProductsPage {
  skip?: number;
  size?: number;
}

/** `GET product/by-business?bid&skip&size`: one page of a business's products and how many it has in all. */
export async function getProductsByBusiness(
  businessID: string,
  { skip = 0, size = PRODUCT_LIMITS.pageSize }: ProductsPage = {},
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ bid: businessID, skip: String(skip), size: String(size) });
  const { data } = await apiRequest(`/product/by-business?${query.toString()}`, {
    schema: ProductsByBusinessAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return data;
}

/** Every product list of a business starts with this key, so a change to one product refreshes them all. */
export const productsByBusinessKey = (businessID: string) => ['products', 'by-business', businessID] as const;

export const getProductsByBusinessQueryOptions = (businessID: string, page: ProductsPage = {}) =>
  queryOptions({
    queryKey: [...productsByBusinessKey(businessID), page.skip ?? 0, page.size ?? PRODUCT_LIMITS.pageSize],
    queryFn: ({ signal }) => getProductsByBusiness(businessID, page, signal),
  });

export const useProductsByBusiness = (businessID: string, page: ProductsPage = {}) =>
  useQuery(getProductsByBusinessQueryOptions(businessID, page));
