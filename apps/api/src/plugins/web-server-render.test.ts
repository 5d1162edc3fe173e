// First, so that an AsyncLocalStorage made as the app's modules load is seen too.
import '../../test/async-context-spy';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { messagesTa } from '@selfcare/contracts/messages/locales/ta';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, createTestApp, type TestApp } from '../../test/app';
import { asyncContextUses } from '../../test/async-context-spy';
import {
  type ApiTransport,
  RENDER_TIMEOUT_MS,
  type ServerRenderer,
  selfAnswering,
  serverRendererFile,
} from './web-server-render';

// Decision 0018: the web build's renderer (apps/web/src/entry-server.tsx), built here by Vite's SSR
// build as `npm run build` does, renders a visitor's page into the api's index.html.

const webDir = join(import.meta.dirname, '..', '..', '..', 'web');
const shell =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-x.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const hints = {
  start: '/assets/start-x.js',
  pages: [{ path: '/', scripts: ['/assets/landing-x.js'], styles: ['/assets/landing-x.css'] }],
};
const html = { accept: 'text/html' };

let scratch: string;

/** A web dist with the shell and hints above and `renderer` as its server renderer. */
async function webDist(name: string, renderer: (ssrDir: string) => Promise<unknown>): Promise<string> {
  const distDir = join(scratch, name);
  await mkdir(distDir, { recursive: true });
  await writeFile(join(distDir, 'index.html'), shell);
  await writeFile(join(distDir, 'page-hints.json'), JSON.stringify(hints));
  await mkdir(`${distDir}-ssr`, { recursive: true });
  await renderer(`${distDir}-ssr`);
  return distDir;
}

const fakeRenderer = (source: string) => (ssrDir: string) => writeFile(join(ssrDir, 'entry-server.js'), source);

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'selfcare-ssr-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("a visitor's page rendered by the web build's renderer", () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    // Vitest sets NODE_ENV=test, which would give the build React's development JSX.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    distDir = await webDist('real', (ssrDir) =>
      build({
        configFile: join(webDir, 'vite.config.ssr.ts'),
        root: webDir,
        logLevel: 'silent',
        build: { outDir: ssrDir },
      }),
    ).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    t = await createSeededTestApp({ webDistDir: distDir });
  });
  afterAll(() => t.close());

  it("has the landing's banner and featured lists from the seed in #root, and the answers beside it", async () => {
    const response = await t.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="query-state">/.exec(
      response.body,
    );
    expect(root?.[1]).toContain('Featured Packages');
    expect(root?.[1]).toContain('PEO Lite');
    expect(root?.[1]).toContain('/media/banner/welcome-to-peotvgo.svg');
    expect(root?.[1]).toContain('>Login</a>');

    const state = /id="query-state">([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    const answers = JSON.parse(state) as { queryKey: unknown[]; data: unknown }[];
    const banners = await t.app.inject({ url: '/api/promotions/v1/promotions/all/banners' });
    expect(answers.find((answer) => JSON.stringify(answer.data) === banners.body)).toBeDefined();
    expect(answers.length).toBeGreaterThanOrEqual(3);
  });

  it('runs no script inline, links the style sheets its markup needs, and starts the app after the first paint', async () => {
    const { body, headers } = await t.app.inject({ url: '/', headers: html });
    const scripts = body.match(/<script[^>]*>/g);
    // The start script imports the entry once the page has painted: neither the entry nor the page's
    // chunks are fetched before, where they would compete with the style sheets and the largest image.
    expect(scripts).toEqual([
      '<script type="module" src="/assets/start-x.js">',
      '<script type="application/json" id="query-state">',
    ]);
    expect(body).not.toContain('modulepreload');
    expect(body).not.toMatch(/ style="/);
    expect(body).toContain('<link rel="stylesheet" href="/assets/landing-x.css">');
    expect(String(headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(headers.vary).toMatch(/cookie/i);
  });

  it('sends a browser with the signed-in marker the plain shell', async () => {
    const response = await t.app.inject({ url: '/', headers: { ...html, cookie: 'theme=dark; signed_in=1' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('query-state');
    expect(response.body).not.toContain('Login');
    // The shell has nothing to show until its script runs: the entry and the page's chunks at once.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-x.js">');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/landing-x.js">');
  });

  it('leaves an address with a search part to the browser, so a varied query cannot force renders', async () => {
    const response = await t.app.inject({ url: '/?utm_source=mail', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('query-state');
  });

  it('leaves pages without first data to the browser', async () => {
    const response = await t.app.inject({ url: '/login', headers: html });
    expect(response.body).toBe(shell);
  });

  it("refuses a render through another app's api while one is in progress, rather than mixing them", async () => {
    const renderer = (await import(pathToFileURL(serverRendererFile(distDir)).href)) as ServerRenderer;
    const api = selfAnswering(t.app);
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const heldApi: ApiTransport = async (url, init) => {
      await held;
      return api(url, init);
    };
    const first = renderer.renderPage('/', heldApi);
    await expect(renderer.renderPage('/', api)).rejects.toThrow(/another api's server render is in progress/);
    answer();
    expect(await first).toHaveProperty('page');
    expect(await renderer.renderPage('/', api)).toHaveProperty('page');
  });

  // docs/performance.md: on Node 20 an AsyncLocalStorage that has entered a store costs every request.
  it('makes and enters no AsyncLocalStorage in the process while it answers in languages and draws pages', async () => {
    const refused = await t.app.inject({ url: '/api/users/v1/account/details', headers: { 'accept-language': 'ta' } });
    expect(refused.json<{ message: string }>().message).toBe(messagesTa.errors?.unauthorized);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username: '', password: '' },
      headers: { 'accept-language': 'si' },
    });
    expect(invalid.statusCode).toBe(400);
    const drawn = await t.app.inject({ url: '/', headers: html });
    expect(drawn.body).toContain('query-state');
    expect(asyncContextUses).toEqual([]);
  });
});

describe('when the renderer fails', () => {
  it('serves the plain shell with 200 for a renderer that throws', async () => {
    const distDir = await webDist(
      'throws',
      fakeRenderer('export async function renderPage() { throw new Error("broken render"); }'),
    );
    const t = await createTestApp({ webDistDir: distDir });
    try {
      const response = await t.app.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<link rel="preload" as="style" href="/assets/landing-x.css">');
    } finally {
      await t.close();
    }
  });

  it('serves the plain shell once the render has taken too long', async () => {
    const distDir = await webDist(
      'hangs',
      fakeRenderer('export function renderPage() { return new Promise(() => {}); }'),
    );
    const t = await createTestApp({ webDistDir: distDir });
    try {
      const started = Date.now();
      const response = await t.app.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
    } finally {
      await t.close();
    }
  });

  it('starts without a renderer, serving the shell', async () => {
    const distDir = await webDist('none', async () => undefined);
    expect(serverRendererFile(distDir)).toBe(join(`${distDir}-ssr`, 'entry-server.js'));
    const t = await createTestApp({ webDistDir: distDir });
    try {
      const response = await t.app.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
    }
  });
});
