// The server's render of a public page for a visitor (decision 0018): the same App, routes and queries
// as the browser's, built by Vite's SSR build into dist-ssr/ and loaded by the api
// (apps/api/src/plugins/web-server-render.ts), which puts the markup into #root and the queries' answers
// beside it for the browser's hydrateRoot (main.tsx).
import { createContext, type ReactNode, StrictMode, use } from 'react';
// The edge build, not Node's: Node's enters an AsyncLocalStorage for every render, which on Node 20
// turns on promise hooks that cost every later api request (docs/performance.md); the edge build uses
// one only where a runtime provides it as a global, which Node does not.
import { prerender } from 'react-dom/static.edge';
import { matchRoutes, StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { type ApiTransport, setApiTransport } from '@/shared/api/transport';
import { isPrefetchHandle, prefetchRouteData, preloadRouteComponents } from '@/shared/routing/route-prefetch';
import { type ServerAnswer, serverAnswersOf } from '@/shared/routing/server-answers';

export type { ApiTransport };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The queries the page read, answered, for the browser's QueryClient before it hydrates. */
  state: ServerAnswer[];
}

/**
 * `page`, or why there is none: `not-rendered` for a page the server leaves to the browser (its route
 * names no first data: it would only render a spinner), `data-failed` when an answer the page reads
 * failed (the browser asks again and shows the failure itself, as without a server render).
 */
export type RenderOutcome = { page: RenderedPage } | { skipped: 'not-rendered' | 'data-failed' };

/**
 * The api the renders in progress read through, and how many they are. The web app's api client has one
 * transport for the whole module (shared/api/transport.ts), and no async context carries one per render:
 * on Node 20 an AsyncLocalStorage turns on promise hooks that cost every request of the api process
 * (docs/performance.md). One is enough: the api gives every render of an app the same transport, and a
 * process serves one app. Tests build several apps in one process, one after another; a render of
 * another app's api while one is in progress would read the wrong app, so it is refused (withApi).
 */
let rendering: { api: ApiTransport; renders: number } | null = null;
setApiTransport((url, init) =>
  rendering ? rendering.api(url, init) : Promise.reject(new Error(`api call outside a server render: ${url}`)),
);

/** Runs `render` with `api` as the transport of the renders in progress. */
async function withApi<T>(api: ApiTransport, render: () => Promise<T>): Promise<T> {
  if (rendering && rendering.api !== api) {
    throw new Error("another api's server render is in progress in this process: one transport serves them all");
  }
  rendering ??= { api, renders: 0 };
  const current = rendering;
  current.renders += 1;
  try {
    return await render();
  } finally {
    current.renders -= 1;
    if (current.renders === 0) rendering = null;
  }
}

const RequestUrl = createContext('/');

/** The router of a server render: the address it renders, in place of the browser's history. */
function RouterAtRequestUrl({ children }: { children: ReactNode }) {
  return <StaticRouter location={use(RequestUrl)}>{children}</StaticRouter>;
}

async function markupOf(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    signal,
    // Every boundary in place: a large one would otherwise be sent apart with an inline script to reveal
    // it, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws is rendered by the browser instead; here the page is not served at all.
    onError: (error) => {
      errors.push(error);
    },
  });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return withoutStyleAttributes(markup);
}

/**
 * The CSP refuses style attributes in markup (style-src 'self'), so the browser would drop them and
 * report each one; they are left out instead (React escapes `"` in text, so ` style="` is only ever an
 * attribute). Hydration does not compare attributes. What needs one to lay out (the carousel) sets it
 * once it has taken the markup over; Radix's (a tab list's outline, a panel's first animation) matter
 * only then too.
 */
function withoutStyleAttributes(html: string): string {
  return html.replace(/ style="[^"]*"/g, '');
}

/**
 * Renders the page at `url` (path and query) as a visitor sees it once its first data has come: the
 * route's prefetch handle names that data, read through `api`; the page's lazy chunks and strings are
 * loaded first, and the render waits for every Suspense boundary. Renders through one api run side by
 * side; one through another api while they are in progress throws (withApi).
 */
export function renderPage(url: string, api: ApiTransport, signal?: AbortSignal): Promise<RenderOutcome> {
  const { pathname } = new URL(url, 'http://server.invalid');
  const matches = matchRoutes(routes, pathname) ?? [];
  if (!matches.some((match) => isPrefetchHandle(match.route.handle))) {
    return Promise.resolve({ skipped: 'not-rendered' });
  }
  return withApi(api, async () => {
    const queryClient = createQueryClient();
    await Promise.all([prefetchRouteData(routes, pathname, queryClient), preloadRouteComponents(routes, pathname)]);
    if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
      return { skipped: 'data-failed' };
    }
    const html = await markupOf(
      <RequestUrl value={url}>
        <StrictMode>
          <App queryClient={queryClient} Router={RouterAtRequestUrl} />
        </StrictMode>
      </RequestUrl>,
      signal,
    );
    return { page: { html, state: serverAnswersOf(queryClient) } };
  });
}
