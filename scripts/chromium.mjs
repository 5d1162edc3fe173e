import { existsSync } from 'node:fs';

/** Where Debian, Ubuntu and Chrome put a Chromium-family browser; CHROMIUM_PATH wins. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Debian's package "chromium-headless-shell": the same engine without the browser's UI layers, which is what
 * Playwright itself drives in headless mode. It spends about a third less CPU per page, and on a two-core
 * runner the end-to-end shards are bound by CPU.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** The browser for the end-to-end tests: the headless shell where installed, any Chromium otherwise. */
export function findTestChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

/**
 * Flags for headless Chromium on a machine with no network but the package registries: without the
 * background-networking ones Chromium keeps dialling Google and the sandbox refuses it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
