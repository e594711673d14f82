import {
  PRODUCT_LIMITS,
  type ProductInput,
  productsEndpoints,
  type ProductUpdateInput,
  referenceLanguageOf,
} from '@b2b/contracts';
import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterfaceLanguage } from '@b2b/contracts';
import { api } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** Every query key of the domain; a change to any product makes everything under `all` stale. */
export const productKeys = {
  all: ['products'] as const,
  detail: (productID: string, language: InterfaceLanguage) =>
    ['products', 'detail', productID, language] as const,
  /** Every product list of a business starts with this key, so a change to one product refreshes them all. */
  byBusiness: (businessID: string) => ['products', 'by-business', businessID] as const,
};

/** `GET product/{productID}`, its industry and categories named in the page's language. */
export async function getProduct(productID: string, language: InterfaceLanguage, signal?: AbortSignal) {
  const { data } = await api(productsEndpoints.product, {
    params: { productID },
    query: { lang: referenceLanguageOf(language) },
    signal,
  });
  return data;
}

export const getProductQueryOptions = (productID: string, language: InterfaceLanguage) =>
  queryOptions({
    queryKey: productKeys.detail(productID, language),
    queryFn: ({ signal }) => getProduct(productID, language, signal),
  });

export const useProduct = (productID: string) => useQuery(getProductQueryOptions(productID, useLanguage()));

export interface ProductsPage {
  skip?: number;
  size?: number;
  /** The whole showcase as its owner and admins manage it, those hidden from the public included and marked. */
  manage?: boolean;
}

/** `GET product/by-business?bid&skip&size[&manage=true]`: one page of a business's products and how many there are. */
export async function getProductsByBusiness(
  businessID: string,
  { skip = 0, size = PRODUCT_LIMITS.pageSize, manage = false }: ProductsPage,
  language: InterfaceLanguage,
  signal?: AbortSignal,
) {
  const { data } = await api(productsEndpoints.productsByBusiness, {
    query: {
      bid: businessID,
      skip,
      size,
      ...(manage ? { manage: 'true' } : {}),
      lang: referenceLanguageOf(language),
    },
    signal,
  });
  return data;
}

export const getProductsByBusinessQueryOptions = (
  businessID: string,
  page: ProductsPage,
  language: InterfaceLanguage,
) =>
  queryOptions({
    queryKey: [
      ...productKeys.byBusiness(businessID),
      page.skip ?? 0,
      page.size ?? PRODUCT_LIMITS.pageSize,
      page.manage ? 'manage' : 'public',
      language,
    ],
    queryFn: ({ signal }) => getProductsByBusiness(businessID, page, language, signal),
  });

export const useProductsByBusiness = (businessID: string, page: ProductsPage = {}) =>
  useQuery(getProductsByBusinessQueryOptions(businessID, page, useLanguage()));

/** `POST product`: owner or admin of the business; 403 PlanLimitReached past the showcase cap. */
export const createProduct = async (input: ProductInput) =>
  (await api(productsEndpoints.productCreate, { body: input })).data;

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** `PUT product/{productID}`: the fields given change, the others stay; null clears an optional one. */
export const updateProduct = ({ productID, update }: { productID: string; update: ProductUpdateInput }) =>
  api(productsEndpoints.productUpdate, { params: { productID }, body: update, keepNull: true });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** `DELETE product/{productID}`: owner or admin of its business. */
export const deleteProduct = (productID: string) =>
  api(productsEndpoints.productRemove, { params: { productID } });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
