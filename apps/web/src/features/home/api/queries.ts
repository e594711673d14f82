import { type LastRegisteredAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every query key of the domain. */
export const homeKeys = { lastRegistered: ['search', 'business', 'last-registered'] as const };

/** `GET search/business/last-registered`: the newest businesses, enough for 3 of each type the home page shows. */
export const getLastRegistered = async (signal?: AbortSignal) =>
  (
    await apiRequest<typeof LastRegisteredAnswerSchema>('/search/business/last-registered', {
      ...(signal ? { signal } : {}),
    })
  ).data;

export const getLastRegisteredQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.lastRegistered,
    queryFn: ({ signal }) => getLastRegistered(signal),
  });

export const useLastRegistered = () => useQuery(getLastRegisteredQueryOptions());
