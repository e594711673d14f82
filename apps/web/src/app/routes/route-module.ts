import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteHandle } from '../../lib/meta.ts';

/** A page's loader, given the query client it prefetches into (the server's per request, the browser's one). */
export type RouteLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * What every module under `app/routes` exports: the page (`Component`), its metadata (`handle.meta`), and, when it has
 * them, its loader and its error element (`ErrorBoundary`).
 */
export interface RouteModule {
  Component: ComponentType;
  handle: RouteHandle;
  loader?: RouteLoader;
  ErrorBoundary?: ComponentType;
}
