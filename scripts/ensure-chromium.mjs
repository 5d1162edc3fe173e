// Playwright cannot download its own browser here, so the end-to-end tests drive the system's Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findTestChromium } from './chromium.mjs';

function install() {
  console.info('Chromium not found; installing Debian package "chromium-headless-shell" (running as root)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
}

if (!findTestChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    install();
  }
  if (!findTestChromium()) {
    console.error(
      [
        'The end-to-end tests need Chromium and none was found.',
        'Install it, then run the tests again:',
        '  Debian:         sudo apt-get install chromium-headless-shell   (or chromium)',
        '  Ubuntu:         sudo apt-get install chromium-browser',
        '  Other systems:  install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser',
      ].join('\n'),
    );
    process.exit(1);
  }
}
console.info(`End-to-end tests will use ${findTestChromium()}`);
