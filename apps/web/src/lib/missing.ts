import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { data, isRouteErrorResponse } from 'react-router';
import { ApiError } from './api-client.ts';

/** An API call failed because its subject does not exist: unknown (404), or its id is not even well formed (400). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * In a page's loader, after the prefetch of its subject: a missing subject (never there, or removed) makes the page's
 * answer 404, which the route's error element shows as its "not found" page and the server sends with `noindex`, so an
 * old address is neither a dead end for people nor a copy of another page for search engines.
 */
export function notFoundIfMissing(queryClient: QueryClient, queryKey: QueryKey, message: string) {
  if (isMissing(queryClient.getQueryState(queryKey)?.error)) throw data(message, { status: 404 });
}

/** In a route's error element: the error is the 404 of `notFoundIfMissing`. */
export const isNotFoundResponse = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;
