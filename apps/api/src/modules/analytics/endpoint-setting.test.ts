import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { withAnalyticsEndpoint } from '../../plugins/web';

const indexHtml = '<!doctype html><html><head><title>Selfcare</title></head><body></body></html>';

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'selfcare-analytics-'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

async function withApp(analyticsEndpoint: string | null, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ webDistDir: distDir, analyticsEndpoint });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const page = (t: TestApp) => t.app.inject({ url: '/', headers: { accept: 'text/html' } });

describe('ANALYTICS_ENDPOINT', () => {
  it("names the operator's endpoint to the web app and lets its pages send there", async () => {
    await withApp('https://stats.example.lk/collect?site=selfcare', async (t) => {
      const response = await page(t);
      expect(response.body).toContain(
        '<meta name="analytics-endpoint" content="https://stats.example.lk/collect?site=selfcare"></head>',
      );
      expect(response.headers['content-security-policy']).toMatch(
        /connect-src 'self' https:\/\/stats\.example\.lk[;\s]/,
      );
    });
  });

  it('adds nothing when unset: the reporter posts to this api', async () => {
    await withApp(null, async (t) => {
      const response = await page(t);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-security-policy']).toMatch(/connect-src 'self'[;\s]/);
    });
  });

  it('escapes the address as an attribute', () => {
    expect(withAnalyticsEndpoint('<head></head>', 'https://x.lk/"><script>')).toBe(
      '<head><meta name="analytics-endpoint" content="https://x.lk/&quot;&gt;&lt;script&gt;"></head>',
    );
  });
});
