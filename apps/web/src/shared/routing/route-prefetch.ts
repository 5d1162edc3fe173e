import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A route's `handle` may name the data its page reads first. The app asks for it when the page is
 * opened by address, before React renders and while the page's chunk is still loading, so the two
 * arrive together instead of one after the other. The page reads the same queries and finds them
 * in flight or answered.
 */
export interface PrefetchHandle {
  prefetch(queryClient: QueryClient, params: Readonly<Record<string, string | undefined>>): void;
}

function isPrefetchHandle(handle: unknown): handle is PrefetchHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PrefetchHandle).prefetch === 'function';
}

/** Starts the first data of every route matching `pathname` that names any. */
export function prefetchRouteData(routes: RouteObject[], pathname: string, queryClient: QueryClient): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    if (isPrefetchHandle(match.route.handle)) match.route.handle.prefetch(queryClient, match.params);
  }
}

function isPreloadable(component: unknown): component is { preload(): Promise<void> } {
  return typeof (component as { preload?: unknown } | undefined)?.preload === 'function';
}

/**
 * Loads the lazily loaded pages of every route matching `pathname` (lazyNamed's preload); settles when
 * they have loaded or failed (a failure is the page's own to show, through PageBoundary).
 */
export async function preloadRouteComponents(routes: RouteObject[], pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.Component);
  await Promise.all(pages.flatMap((page) => (isPreloadable(page) ? [page.preload().catch(() => undefined)] : [])));
}
