import { BusinessProfileAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** `GET business/profile/{id}`: the profile and what the caller may do in it (`session` is null for a visitor). */
export async function getBusinessProfile(businessID: string, signal?: AbortSignal) {
  const { data, session } = await apiRequest(`/business/profile/${encodeURIComponent(businessID)}`, {
    schema: BusinessProfileAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return { data, session };
}

/**
 * The answer depends on who asks (its `session`), so the viewer is part of the key: the server renders and prefetches as a
 * visitor (`viewerID` null), and a signed-in browser asks again with its token once it has hydrated. `['business', id]`
 * stays the prefix to invalidate after a change.
 */
export const getBusinessProfileQueryOptions = (businessID: string, viewerID: string | null = null) =>
  queryOptions({
    queryKey: ['business', businessID, viewerID],
    queryFn: ({ signal }) => getBusinessProfile(businessID, signal),
  });

/** The profile as the current person sees it; while their own answer loads, the visitor's one stays shown. */
export function useBusinessProfile(businessID: string) {
  const viewerID = useSession()?.userID ?? null;
  return useQuery({
    ...getBusinessProfileQueryOptions(businessID, viewerID),
    // Only the same business's answer stands in: another business's page must not show while this one loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === businessID ? previous : undefined,
  });
}
