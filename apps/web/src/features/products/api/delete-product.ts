import { SuccessSchema } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `DELETE product/{productID}`: owner or admin of its business. */
export const deleteProduct = (productID: string) =>
  apiRequest(`/product/${encodeURIComponent(productID)}`, { method: 'DELETE', schema: SuccessSchema });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
