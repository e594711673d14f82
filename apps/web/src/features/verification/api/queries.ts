import type {
  VerificationRequestAnswerSchema,
  VerificationRequestInput,
  VerificationStateAnswerSchema,
} from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const verificationKeys = {
  state: (businessID: string) => ['verification', businessID] as const,
};

const verificationPath = (businessID: string) => `/business/${encodeURIComponent(businessID)}/verification`;

/** `GET business/{id}/verification`: whether the business is verified, may ask, and its latest request. */
export const getVerificationStateQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: verificationKeys.state(businessID),
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof VerificationStateAnswerSchema>(verificationPath(businessID), { signal })).data,
  });

export const useVerificationState = (businessID: string) =>
  useQuery(getVerificationStateQueryOptions(businessID));

/** `POST business/{id}/verification`: the request with its evidence. */
export function useRequestVerification(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerificationRequestInput) =>
      (
        await apiRequest<typeof VerificationRequestAnswerSchema>(verificationPath(businessID), {
          method: 'POST',
          body: input,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.state(businessID) }),
  });
}
