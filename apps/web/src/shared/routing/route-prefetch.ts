import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts the queries a page reads first; settles when they have (it never rejects: failures stay in
 * the queries, for the page to show).
 */
export type PagePrefetch = (
  queryClient: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
) => Promise<void>;

/**
 * A route's `handle` may name the data its page reads first. The app asks for it when the page is
 * opened by address, before React renders and while the page's chunk is still loading, so the two
 * arrive together instead of one after the other. The page reads the same queries and finds them
 * in flight or answered. The server renders the pages whose routes have one (entry-server.tsx), with
 * their data once it has settled. The prefetch is a chunk of its own, hinted with the page's
 * (build/page-hints.ts): a page the server rendered already has its data, and every page's entry
 * would otherwise carry all of them.
 */
export interface PrefetchHandle {
  loadPrefetch(): Promise<PagePrefetch>;
}

export function isPrefetchHandle(handle: unknown): handle is PrefetchHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PrefetchHandle).loadPrefetch === 'function';
}

/** Starts the first data of every route matching `pathname` that names any; settles when it has. */
export async function prefetchRouteData(
  routes: RouteObject[],
  pathname: string,
  queryClient: QueryClient,
): Promise<void> {
  const prefetches = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) =>
    isPrefetchHandle(route.handle)
      ? [
          route.handle.loadPrefetch().then(
            (prefetch) => prefetch(queryClient, params),
            // A chunk that cannot be fetched leaves the data to the page, which fails the same way visibly.
            () => undefined,
          ),
        ]
      : [],
  );
  await Promise.all(prefetches);
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
