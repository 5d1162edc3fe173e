import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// Issue 9, decision 0020: visitor pages are drawn by the server in English alone; a browser that chose
// Sinhala or Tamil (the web app's lang cookie) gets the page shell in its language instead, so it never
// shows English first.

const shell =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-x.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const hints = { pages: [{ path: '/', scripts: ['/assets/landing-x.js'], styles: ['/assets/landing-x.css'] }] };
const renderer =
  'export async function renderPage() { return { page: { html: "<p>Drawn in English</p>", state: [] } }; }';
const html = { accept: 'text/html' };

let scratch: string;
let t: TestApp;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'selfcare-language-'));
  const distDir = join(scratch, 'dist');
  await mkdir(distDir, { recursive: true });
  await mkdir(`${distDir}-ssr`, { recursive: true });
  await writeFile(join(distDir, 'index.html'), shell);
  await writeFile(join(distDir, 'page-hints.json'), JSON.stringify(hints));
  await writeFile(join(`${distDir}-ssr`, 'entry-server.js'), renderer);
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

const page = (cookie?: string) => t.app.inject({ url: '/', headers: cookie ? { ...html, cookie } : html });

describe('the language of server-drawn pages', () => {
  it('draws an English visitor its page, with or without the cookie', async () => {
    for (const cookie of [undefined, 'lang=en', 'lang=fr', 'lang=']) {
      const { body } = await page(cookie);
      expect(body).toContain('<p>Drawn in English</p>');
      expect(body).toContain('<html lang="en">');
    }
  });

  it('gives a visitor who chose Sinhala or Tamil the shell in that language, not the English page', async () => {
    // The English page is kept first, so a cache that ignored the language would serve it.
    await page();
    for (const language of ['si', 'ta']) {
      const response = await page(`theme=dark; lang=${language}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Drawn in English');
      expect(response.body).toContain(`<html lang="${language}">`);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('marks the shell of a signed-in browser and of pages without hints with the language too', async () => {
    expect((await page('signed_in=1; lang=ta')).body).toContain('<html lang="ta">');
    const unhinted = await t.app.inject({ url: '/profile', headers: { ...html, cookie: 'lang=si' } });
    expect(unhinted.body).toContain('<html lang="si">');
  });
});
