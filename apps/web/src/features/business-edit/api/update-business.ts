import { BusinessUpdatedAnswerSchema, type BusinessUpdateInput } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `PUT business/profile/{id}`: the groups given change; in them a missing field stays and `null` clears it. */
export const updateBusiness = (businessID: string, update: BusinessUpdateInput) =>
  apiRequest(`/business/profile/${encodeURIComponent(businessID)}`, {
    method: 'PUT',
    body: update,
    keepNull: true,
    schema: BusinessUpdatedAnswerSchema,
  });

/** Every cached view of the business (per viewer) is stale after a change. */
export const businessQueryKey = (businessID: string) => ['business', businessID] as const;

export function useUpdateBusiness(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BusinessUpdateInput) => updateBusiness(businessID, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessQueryKey(businessID) }),
  });
}
