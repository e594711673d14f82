import { membershipEndpoints, type SubscribeInput } from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const membershipKeys = {
  setup: ['membership', 'setup'] as const,
  business: (businessID: string) => ['membership', 'business', businessID] as const,
};

/** `GET subscription/setup`: the plans on sale (yearly price in cents), the card provider and its public key. */
export const getSubscriptionSetupQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.setup,
    queryFn: async ({ signal }) => (await api(membershipEndpoints.membershipSetup, { signal })).data,
    staleTime: Infinity,
  });

export const useSubscriptionSetup = () => useQuery(getSubscriptionSetupQueryOptions());

/** `GET subscription/business/{id}`: the business's membership now and the end of its paid year, for its owner. */
export const getBusinessMembershipQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: membershipKeys.business(businessID),
    queryFn: async ({ signal }) =>
      (await api(membershipEndpoints.businessMembership, { params: { businessID }, signal })).data,
  });

export const useBusinessMembership = (businessID: string) =>
  useQuery(getBusinessMembershipQueryOptions(businessID));

export interface Purchase {
  input: SubscribeInput;
  /** The same key for every retry of one purchase, so the server charges it once. */
  idempotencyKey: string;
}

/**
 * `POST subscription/subscribe`. A bought membership changes what the business's pages show (its badge, its showcase's
 * cap), so every query of the page is read again.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Purchase) =>
      api(membershipEndpoints.subscribe, { body: input, headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
