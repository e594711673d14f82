import { BusinessCreatedAnswerSchema, type BusinessCreateInput } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST business/profile/create`: the caller becomes the owner of a new Standard, unverified business. */
export const createBusiness = async (input: BusinessCreateInput) =>
  (
    await apiRequest('/business/profile/create', {
      method: 'POST',
      body: input,
      schema: BusinessCreatedAnswerSchema,
    })
  ).data;

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    // Every list of businesses (the person's own, the ones on their profiles) may now hold the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
