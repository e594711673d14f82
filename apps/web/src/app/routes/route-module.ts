import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { ContentName } from '../../content/load-content.ts';
import type { RouteHandle } from '../../lib/meta.ts';

/** A page's handle: its head and namespaces, and the content files it shows. */
export interface PageHandle extends RouteHandle {
  /** The content files the page shows (`src/content/<language>/`), loaded in the page's language before it renders. */
  content?: readonly ContentName[];
}

/** A page's loader, given the query client it prefetches into (the server's per request, the browser's one). */
export type RouteLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * What every module under `app/routes` exports: the page (`Component`), its metadata (`handle.meta`), and, when it has
 * them, its loader and its error element (`ErrorBoundary`).
 */
export interface RouteModule {
  Component: ComponentType;
  handle: PageHandle;
  loader?: RouteLoader;
  ErrorBoundary?: ComponentType;
}
