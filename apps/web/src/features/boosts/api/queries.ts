import { boostsEndpoints } from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every query key of the domain; a new boost makes everything under a business's key stale. */
export const boostKeys = {
  all: ['boosts'] as const,
  ofBusiness: (businessID: string) => ['boosts', businessID] as const,
  usage: (businessID: string) => ['boosts', businessID, 'membership-usage'] as const,
};

/**
 * `GET business/{id}/membership/usage`: the level, its end, this month's boosts and the support minutes of the paid
 * period (owner and admins).
 */
export async function getMembershipUsage(businessID: string, signal?: AbortSignal) {
  const { data } = await api(boostsEndpoints.membershipUsage, { params: { id: businessID }, signal });
  return data;
}

export const getMembershipUsageQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: boostKeys.usage(businessID),
    queryFn: ({ signal }) => getMembershipUsage(businessID, signal),
  });

export const useMembershipUsage = (businessID: string) =>
  useQuery(getMembershipUsageQueryOptions(businessID));

/** `POST business/{id}/boosts`: a product of the business, or the business itself without `productID`. */
export const startBoost = async ({ businessID, productID }: { businessID: string; productID?: string }) =>
  (
    await api(boostsEndpoints.boostStart, {
      params: { id: businessID },
      body: productID ? { productID } : {},
    })
  ).data;

export function useStartBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBoost,
    onSuccess: (_boost, { businessID }) =>
      queryClient.invalidateQueries({ queryKey: boostKeys.ofBusiness(businessID) }),
  });
}
