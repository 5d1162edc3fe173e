import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPagePath } from '@selfcare/contracts';
import type { FastifyInstance } from 'fastify';
import { dropOldest } from '../lib/drop-oldest';
import { renderForVisitor, type ServerRenderer, selfAnswering, withServerMarkup } from './web-server-render';

/** One page of the web build's page-hints.json (apps/web/build/page-hints.ts writes it). */
export interface PageHints {
  /** The route as react-router writes it: `:name` a segment, `:name?` an optional one. */
  path: string;
  scripts: string[];
  styles: string[];
  /** The api answers (GET, a visitor's) the page reads first, `:name` filled from the path. */
  data?: string[];
  /** The page's largest image: a field of a visitor's answer of `api`, `:name` filled from the path. */
  image?: { api: string; field: string };
}

/** How long a page's rendered index.html is kept: the catalogue cache's public max-age (decision 0013). */
const RENDERED_TTL_MS = 60_000;
/** Product pages are one key each (two: the shell and a visitor's); beyond this many the oldest is dropped. */
const RENDERED_MAX_ENTRIES = 1_000;

/** page-hints.json: the pages, and the script a server-drawn page starts the app with. */
export interface PageHintsFile {
  pages: PageHints[];
  /** Imports the entry once the page has painted, keeping early input meanwhile (apps/web/build/page-hints.ts, deferredStart). */
  start?: string;
}

export function readPageHints(distDir: string): PageHintsFile {
  const file = join(distDir, 'page-hints.json');
  if (!existsSync(file)) return { pages: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as PageHintsFile;
}

/** The entry's tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/** The preloads of the entry's own chunks (React's, the bundler's runtime) as Vite writes them. */
const ENTRY_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A server-drawn page needs no script to be read, so it starts the app after its first paint (decision
 * 0044): the entry's tag becomes the start script's, which fetches the entry and its chunks
 * then, so its preloads go too. Until then the page's links work as plain links, and a button pressed
 * or a choice made is kept for the app to act on (apps/web/src/app/early-input.ts).
 */
export function withDeferredStart(html: string, start: string | undefined): string {
  if (!start) return html;
  return html
    .replace(ENTRY_SCRIPT, () => `<script type="module" src="${escapeAttribute(start)}"></script>`)
    .replace(ENTRY_PRELOADS, '');
}

/** The route `pathname` matches and its parameters, or null. */
export function matchPage(
  pages: readonly PageHints[],
  pathname: string,
): { page: PageHints; params: Record<string, string> } | null {
  for (const page of pages) {
    const params = matchPagePath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A value at a dotted path of parsed JSON ('0.imageURL'), when it is a string. */
function fieldOf(value: unknown, field: string): string | undefined {
  let current = value;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

/** An api path of the hints with its `:name` parameters filled in from the page's path. */
function filled(api: string, params: Record<string, string>): string {
  return api.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The image's address from the answer the page itself reads (served from the catalogue cache after its
 * first request). Only a path of this origin: the CSP allows no other image source.
 */
async function imageOf(app: FastifyInstance, url: string | undefined, field: string | undefined) {
  if (!url || !field) return undefined;
  const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  if (answer.statusCode !== 200) return undefined;
  const address = fieldOf(answer.json(), field);
  return address?.startsWith('/') && !address.startsWith('//') ? address : undefined;
}

/**
 * The hint tags of `page`. A server-rendered page links its style sheets (its markup is drawn before
 * its script runs) and needs no preload of its answers (they come inside it) nor of its chunks (its
 * script starts after the first paint); the shell preloads all three.
 */
function hintTags(
  page: PageHints,
  params: Record<string, string>,
  image: string | undefined,
  serverRendered: boolean,
): string {
  const tags = [
    ...(image ? [`<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`] : []),
    // crossorigin: the same credentials mode as the app's fetch, which the browser requires to reuse it.
    ...(serverRendered ? [] : (page.data ?? [])).map(
      (api) => `<link rel="preload" as="fetch" href="${escapeAttribute(filled(api, params))}" crossorigin>`,
    ),
    ...page.styles.map((href) =>
      serverRendered
        ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
        : `<link rel="preload" as="style" href="${escapeAttribute(href)}">`,
    ),
    ...(serverRendered ? [] : page.scripts).map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
  ];
  return tags.join('');
}

/**
 * index.html for a page request, with the hints of the page it opens: its chunks and style sheets
 * fetched alongside the entry instead of after it has run, and its largest image before its data has
 * come. For a visitor, and when the web build has a server renderer, the page is rendered into it as
 * well (decision 0018); a signed-in browser gets the shell, its page depending on who is signed in.
 * Each variant is made once per page (per product for product pages) and kept for a minute.
 */
export function pageRenderer(
  app: FastifyInstance,
  indexHtml: string,
  { pages, start }: PageHintsFile,
  renderer: ServerRenderer | null = null,
) {
  const rendered = new Map<string, { html: Promise<string>; expires: number }>();
  const api = selfAnswering(app);
  const kept = (key: string, make: () => Promise<string>): Promise<string> => {
    const now = Date.now();
    const entry = rendered.get(key);
    if (entry && entry.expires > now) return entry.html;
    const html = make();
    rendered.delete(key);
    rendered.set(key, { html, expires: now + RENDERED_TTL_MS });
    dropOldest(rendered, RENDERED_MAX_ENTRIES);
    return html;
  };

  return (url: string, { visitor }: { visitor: boolean }): Promise<string> => {
    const pathname = url.split('?')[0] ?? '';
    const match = matchPage(pages, pathname);
    if (!match) return Promise.resolve(indexHtml);
    const source = match.page.image && filled(match.page.image.api, match.params);
    const data = (match.page.data ?? []).map((api) => filled(api, match.params));
    const image = () => imageOf(app, source, match.page.image?.field).catch(() => undefined);
    const withHints = async (serverRendered: boolean) => {
      const html = serverRendered ? withDeferredStart(indexHtml, start) : indexHtml;
      return html.replace('</head>', `${hintTags(match.page, match.params, await image(), serverRendered)}</head>`);
    };
    const shell = () => kept(['shell', match.page.path, source, ...data].join(' '), () => withHints(false));
    // A search part is left to the browser: each one would be a render of its own, so any caller
    // could make the server render at will by varying it (and push the kept pages out).
    if (!visitor || !renderer || url !== pathname) return shell();
    // Visitor pages are drawn in English alone, so the key needs no language: a visitor who chose
    // another is sent the shell by web.ts (decision 0020).
    return kept(['visitor', pathname].join(' '), async () => {
      const page = await renderForVisitor(renderer, api, url, app.log);
      return (page && withServerMarkup(await withHints(true), page)) ?? shell();
    });
  };
}
