import { SuccessSchema, type ProductUpdateInput } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `PUT product/{productID}`: the fields given change, the others stay; null clears an optional one. */
export const updateProduct = ({ productID, update }: { productID: string; update: ProductUpdateInput }) =>
  apiRequest(`/product/${encodeURIComponent(productID)}`, {
    method: 'PUT',
    body: update,
    keepNull: true,
    schema: SuccessSchema,
  });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
