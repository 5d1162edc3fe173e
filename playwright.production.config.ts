import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

/**
 * The production-mode journeys (issue 25): scripts/run-production-e2e.mjs starts the stubs, seeds the
 * catalogue and sets the production settings from deploy/production.env.example; this starts the built
 * api with them, NODE_ENV=production and no sandbox.
 */
const PORT = Number(process.env.PORT ?? 8099);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'apps/web/e2e-production',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/production',
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'production',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
