import { ProductCreatedAnswerSchema, type ProductInput } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST product`: owner or admin of the business; 403 PlanLimitReached past the showcase cap. */
export const createProduct = async (input: ProductInput) =>
  (await apiRequest('/product', { method: 'POST', body: input, schema: ProductCreatedAnswerSchema })).data;

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
