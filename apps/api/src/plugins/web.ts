import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_UI_LANGUAGE, isPortalPage, isUiLanguage, type UiLanguage } from '@selfcare/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageRenderer, readPageHints } from './web-page-hints';
import { loadServerRenderer } from './web-server-render';

/** Paths the single-page app never owns: a miss there is a real 404, not a client-side route. */
const serverPrefixes = ['/api', '/sandbox', '/media', '/health', '/metrics'];

/**
 * The cookie the web app keeps while a session token is stored (apps/web/src/shared/session/
 * signed-in-marker.ts): such a browser gets the page shell, never a visitor's server-rendered page.
 */
const SIGNED_IN_MARKER = /(?:^|;\s*)signed_in=1(?:;|$)/;

/**
 * The language the visitor chose in the web app (apps/web/src/shared/i18n/chosen-language.ts). Visitor
 * pages are drawn in English only (decision 0020): a browser that chose Sinhala or Tamil gets the shell,
 * marked with its language, and draws the page in it at once, rather than English first.
 */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([^;]*)/;

function chosenLanguage(cookie: string): UiLanguage {
  const chosen = LANGUAGE_COOKIE.exec(cookie)?.[1];
  return isUiLanguage(chosen) ? chosen : DEFAULT_UI_LANGUAGE;
}

/** The page in `language`: its `<html lang>`, which index.html gives as English. */
function inLanguage(html: string, language: UiLanguage): string {
  return language === DEFAULT_UI_LANGUAGE ? html : html.replace('<html lang="en">', `<html lang="${language}">`);
}

type RenderPage = (url: string, who: { visitor: boolean }) => Promise<string>;

/**
 * Serves the built web app from the same origin: the pre-compressed .br/.gz files the web build
 * writes, hashed assets cached for good, and index.html for every page request, with the hints of
 * the page it opens (web-page-hints.ts) and, for a visitor, the page rendered into it when the web
 * build has a server renderer (web-server-render.ts, decision 0018).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(`${distDir}${sep}index.html`)) {
    app.log.warn({ distDir }, 'web app build not found: serving the api only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    // Routes for the files present at start-up; everything else falls through to the SPA route below.
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      const file = relative(distDir, path).split(sep).join('/');
      // Vite puts content-hashed names under assets/: a changed file is a new URL, so cache forever.
      reply.header('cache-control', file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = withAnalyticsEndpoint(
    readFileSync(`${distDir}${sep}index.html`, 'utf8'),
    app.config.analyticsEndpoint,
  );
  const renderPage = pageRenderer(app, indexHtml, readPageHints(distDir), await loadServerRenderer(app, distDir));
  app.get('/*', { schema: { hide: true } }, (request, reply) => sendIndexOrNotFound(request, reply, renderPage));
}

/**
 * A page request is not under a server prefix, not a file name (a missing /assets/x.js must stay a
 * 404, not turn into HTML), and from a client that takes HTML. It gets the app, which draws the page;
 * for a path that is none of the portal's pages (the spec's route table) that is its 404 page, so the
 * status says 404 as well.
 */
async function sendIndexOrNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  renderPage: RenderPage,
): Promise<void> {
  const path = request.url.split('?')[0] ?? '';
  const serverPath = serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const fileName = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
  const accept = request.headers.accept ?? '*/*';
  const takesHtml = accept.includes('text/html') || accept.includes('*/*');
  if (serverPath || fileName || !takesHtml) return reply.callNotFound();
  const cookie = request.headers.cookie ?? '';
  const language = chosenLanguage(cookie);
  const visitor = !SIGNED_IN_MARKER.test(cookie) && language === DEFAULT_UI_LANGUAGE;
  const html = inLanguage(await renderPage(request.url, { visitor }), language);
  return reply
    .code(isPortalPage(path) ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie')
    .send(html);
}

/**
 * ANALYTICS_ENDPOINT, when set, reaches the web app as `<meta name="analytics-endpoint">`: the reporter
 * reads it when it first sends (shared/analytics), so it costs no request and no byte of the first script.
 */
export function withAnalyticsEndpoint(html: string, endpoint: string | null): string {
  if (!endpoint) return html;
  const escaped = endpoint.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace('</head>', () => `<meta name="analytics-endpoint" content="${escaped}"></head>`);
}
