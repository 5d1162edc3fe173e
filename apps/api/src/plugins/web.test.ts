import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head></html>';
const script = `console.info(${JSON.stringify('hello '.repeat(50))});`;

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'selfcare-web-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, 'assets', 'x.js'), script);
  await writeFile(join(distDir, 'assets', 'x.js.br'), brotliCompressSync(script));
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml' }) =>
  t.app.inject({ url, headers });

describe('the built web app', () => {
  it.each([
    '/',
    '/login',
    '/ondemand/',
    '/svod/123?x=1',
    '/products/1/false',
    '/Packages',
    '/pwd_recovery/name=token',
    '/screen/1',
    '/existingcustomer',
    '/getconnection',
  ])('serves index.html for the client-side route %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it.each(['/no-such-page', '/no/such/page', '/products', '/ondemand/MVOD/more', '/login/x?y=1'])(
    'answers 404 for %s, a path that is none of the portal pages, with the app, which draws its 404 page',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('answers 404 with the app also to a client that takes anything', async () => {
    const response = await page('/no-such-page', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(indexHtml);
  });

  it('sends the strict CSP with the page', async () => {
    const csp = String((await page('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves hashed assets pre-compressed with brotli and cached for good', async () => {
    const response = await t.app.inject({ url: '/assets/x.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('falls back to the plain file for a client without brotli', async () => {
    const response = await t.app.inject({ url: '/assets/x.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('revalidates files that are not content-hashed', async () => {
    const response = await page('/favicon.svg', { accept: 'image/svg+xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/unknown', '/sandbox/unknown', '/media/unknown.svg'])(
    'does not answer the app for a server path (%s): JSON 404',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
    },
  );

  it.each(['/assets/missing.js', '/missing.png'])('a missing file (%s) is a 404, not the app', async (url) => {
    const response = await page(url, { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  it('answers the app to a client that takes anything, such as curl or a health check', async () => {
    const response = await page('/packages', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('does not answer the app to a client that wants only JSON', async () => {
    const response = await page('/packages', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the hints of the page index.html opens', () => {
  const pageHints = {
    pages: [
      {
        path: '/',
        scripts: ['/assets/landing.js', '/assets/kit.js'],
        styles: ['/assets/kit.css'],
        data: ['/api/test/banners'],
        image: { api: '/api/test/banners', field: '0.imageURL' },
      },
      { path: '/ondemand/:tab?', scripts: ['/assets/ondemand.js'], styles: [] },
      {
        path: '/products/:productId/:purchasable?',
        scripts: ['/assets/product.js'],
        styles: [],
        data: ['/api/test/products/:productId'],
        image: { api: '/api/test/products/:productId', field: 'imageURL' },
      },
    ],
  };
  const bannerReads: number[] = [];
  let hinted: TestApp;
  let hintedDist: string;
  beforeAll(async () => {
    hintedDist = await mkdtemp(join(tmpdir(), 'selfcare-web-hints-'));
    await writeFile(join(hintedDist, 'index.html'), indexHtml);
    await writeFile(join(hintedDist, 'page-hints.json'), JSON.stringify(pageHints));
    hinted = await createTestApp({ webDistDir: hintedDist }, (app) => {
      app.get('/api/test/banners', async () => {
        bannerReads.push(Date.now());
        return [{ imageURL: '/media/banner/first.svg' }, { imageURL: '/media/banner/second.svg' }];
      });
      app.get<{ Params: { id: string } }>('/api/test/products/:id', async (request, reply) => {
        if (request.params.id === 'elsewhere') return { imageURL: 'https://example.com/x.svg' };
        if (request.params.id !== 'p-1') return reply.code(404).send({ message: 'no', code: 'NOT_FOUND' });
        return { imageURL: '/media/product/p "1".svg' };
      });
    });
  });
  afterAll(async () => {
    await hinted.close();
    await rm(hintedDist, { recursive: true, force: true });
  });

  const open = (url: string) => hinted.app.inject({ url, headers: { accept: 'text/html' } });

  it("preloads the landing's chunks, its style sheet, its data and its first banner, in the head", async () => {
    const response = await open('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      indexHtml.replace(
        '</head>',
        '<link rel="preload" as="image" href="/media/banner/first.svg" fetchpriority="high">' +
          '<link rel="preload" as="fetch" href="/api/test/banners" crossorigin>' +
          '<link rel="preload" as="style" href="/assets/kit.css">' +
          '<link rel="modulepreload" href="/assets/landing.js"><link rel="modulepreload" href="/assets/kit.js"></head>',
      ),
    );
  });

  it('reads the banners once for many page requests', async () => {
    const before = bannerReads.length;
    await Promise.all([open('/'), open('/'), open('/?from=mail')]);
    expect(bannerReads.length - before).toBeLessThanOrEqual(1);
  });

  it("preloads a product page's answer, and its image from it, escaped", async () => {
    const body = (await open('/products/p-1/true')).body;
    expect(body).toContain('<link rel="preload" as="fetch" href="/api/test/products/p-1" crossorigin>');
    expect(body).toContain(
      '<link rel="preload" as="image" href="/media/product/p &quot;1&quot;.svg" fetchpriority="high">',
    );
    expect(body).toContain('<link rel="modulepreload" href="/assets/product.js">');
  });

  it.each(['/products/missing', '/products/elsewhere'])(
    'preloads the chunks but no image when the answer has none of this origin (%s)',
    async (url) => {
      const body = (await open(url)).body;
      expect(body).toContain('<link rel="modulepreload" href="/assets/product.js">');
      expect(body).not.toContain('as="image"');
    },
  );

  it("fills a page's parameters into its data's address, escaped for a URL", async () => {
    expect((await open('/products/a%20b%3Fc')).body).toContain('href="/api/test/products/a%20b%3Fc"');
  });

  it('matches optional segments', async () => {
    expect((await open('/ondemand')).body).toContain('href="/assets/ondemand.js"');
    expect((await open('/ondemand/movies')).body).toContain('href="/assets/ondemand.js"');
  });

  it('serves other pages index.html as built', async () => {
    expect((await open('/svod/123')).body).toBe(indexHtml);
    expect((await open('/ondemand/movies/extra')).body).toBe(indexHtml);
  });
});
