import { existsSync } from 'node:fs';

/** Where Debian, Ubuntu and Chrome put a Chromium-family browser; CHROMIUM_PATH wins. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
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
