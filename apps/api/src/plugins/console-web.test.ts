import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const consoleHtml = '<!doctype html><html><head><title>Selfcare console</title></head></html>';
const portalHtml = '<!doctype html><html><head><title>Selfcare</title></head></html>';
const script = `console.info(${JSON.stringify('console '.repeat(50))});`;

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'selfcare-console-'));
  const consoleDir = join(root, 'console');
  const webDir = join(root, 'web');
  await mkdir(join(consoleDir, 'assets'), { recursive: true });
  await mkdir(webDir);
  await writeFile(join(consoleDir, 'index.html'), consoleHtml);
  await writeFile(join(consoleDir, 'assets', 'app.js'), script);
  await writeFile(join(consoleDir, 'assets', 'app.js.br'), brotliCompressSync(script));
  await writeFile(join(webDir, 'index.html'), portalHtml);
  t = await createTestApp({ consoleDistDir: consoleDir, webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the console under /console', () => {
  it.each(['/console', '/console/', '/console/login', '/console/products/123', '/console/staff?x=1'])(
    'answers the console page for %s, never cached and not indexed',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(consoleHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    },
  );

  it('serves its hashed assets compressed and cached for good', async () => {
    const response = await t.app.inject({ url: '/console/assets/app.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const response = await t.app.inject({ url: '/console/assets/missing.js', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('leaves the portal its own pages', async () => {
    const response = await t.app.inject({ url: '/login', headers: html });
    expect(response.body).toBe(portalHtml);
  });
});
