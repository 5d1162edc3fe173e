import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Every run starts the real server on a fresh embedded database seeded with the demo data. */
const dataDir = mkdtempSync(join(tmpdir(), 'selfcare-e2e-'));

export default defineConfig({
  // The portal's journeys and the operator console's.
  testDir: 'apps',
  testMatch: /\/(web|console)\/e2e\/.*\.spec\.ts$/,
  // One worker per server: the tests share the demo accounts. scripts/run-e2e.mjs runs shards, each with
  // a server of its own; fullyParallel lets a shard take single tests, not whole files, so shards even out.
  fullyParallel: true,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys hash passwords and pay in several steps while another shard shares the cores: a minute is
  // a hang, not a slow machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `node apps/api/${process.env.API_OUTDIR ?? 'dist'}/server.js`,
    url: `${baseURL}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // One browser logs in many times from one address in a few minutes.
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
