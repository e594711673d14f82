import { verificationEndpoints, type VerificationRequestInput } from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const verificationKeys = {
  state: (businessID: string) => ['verification', businessID] as const,
};

/** `GET business/{id}/verification`: whether the business is verified, may ask, and its latest request. */
export const getVerificationStateQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: verificationKeys.state(businessID),
    queryFn: async ({ signal }) =>
      (await api(verificationEndpoints.verification, { params: { id: businessID }, signal })).data,
  });

export const useVerificationState = (businessID: string) =>
  useQuery(getVerificationStateQueryOptions(businessID));

/** `POST business/{id}/verification`: the request with its evidence. */
export function useRequestVerification(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerificationRequestInput) =>
      (await api(verificationEndpoints.verificationRequest, { params: { id: businessID }, body: input }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.state(businessID) }),
  });
}
