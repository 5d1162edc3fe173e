import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One request of the web app's api client, answered (apps/web/src/shared/api/transport.ts). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A page rendered by the web build's renderer (apps/web/src/entry-server.tsx, decision 0018). */
export interface RenderedPage {
  html: string;
  state: unknown;
}

/**
 * The renderer holds one api transport for the process, not one per render (no async context: see
 * docs/performance.md), so every render of an app passes the same `api` (pageRenderer makes one per app),
 * and one through another app's api while renders are in progress is refused.
 */
export interface ServerRenderer {
  renderPage(
    url: string,
    api: ApiTransport,
    signal?: AbortSignal,
  ): Promise<{ page: RenderedPage } | { skipped: 'not-rendered' | 'data-failed' }>;
}

/** A render slower than this is abandoned for the page shell: a page served late is worse than a spinner. */
export const RENDER_TIMEOUT_MS = 3_000;

/** Where `vite build --ssr` writes the renderer: beside the web app's dist, never served. */
export function serverRendererFile(distDir: string): string {
  return join(`${distDir}-ssr`, 'entry-server.js');
}

/**
 * The web build's renderer, or null when there is none (the api then serves the page shell, as before
 * server rendering): a checkout built before it, or a build whose renderer cannot be loaded.
 */
export async function loadServerRenderer(app: FastifyInstance, distDir: string): Promise<ServerRenderer | null> {
  const file = serverRendererFile(distDir);
  if (!existsSync(file)) {
    app.log.warn({ file }, 'server renderer not built: pages are rendered in the browser (run npm run build)');
    return null;
  }
  try {
    const renderer = (await import(pathToFileURL(file).href)) as Partial<ServerRenderer>;
    if (typeof renderer.renderPage === 'function') return renderer as ServerRenderer;
    app.log.error({ file }, 'server renderer has no renderPage: pages are rendered in the browser');
  } catch (error) {
    app.log.error({ err: error, file }, 'server renderer could not be loaded: pages are rendered in the browser');
  }
  return null;
}

/**
 * The api answering the renderer's calls itself, in process: the same routes, validation and catalogue
 * cache as the browser's calls, as a visitor (the renderer sends no token).
 */
export function selfAnswering(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The page at `url` rendered for a visitor, or null when the browser is to render it: a page the
 * renderer leaves out, an answer it needed failed, or the render threw or took too long (logged).
 */
export async function renderForVisitor(
  renderer: ServerRenderer,
  api: ApiTransport,
  url: string,
  log: FastifyBaseLogger,
): Promise<RenderedPage | null> {
  const abandon = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`);
      abandon.abort(error);
      reject(error);
    }, RENDER_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([renderer.renderPage(url, api, abandon.signal), timedOut]);
    if ('page' in outcome) return outcome.page;
    if (outcome.skipped === 'data-failed') log.info({ url }, 'server render skipped: a page answer failed');
    return null;
  } catch (error) {
    log.error({ err: error, url }, 'server render failed: serving the page shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const ROOT = '<div id="root"></div>';

/**
 * The page shell with the rendered markup in #root and the queries' answers after it, as JSON data
 * (not a script that runs: the CSP allows none inline). `<` is escaped so no answer can close the
 * element; JSON.parse reads `\u003c` back as `<`. Null when the shell has no empty #root to fill.
 */
export function withServerMarkup(shell: string, page: RenderedPage): string | null {
  if (!shell.includes(ROOT)) return null;
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const filled = `<div id="root">${page.html}</div><script type="application/json" id="query-state">${state}</script>`;
  return shell.replace(ROOT, () => filled);
}
