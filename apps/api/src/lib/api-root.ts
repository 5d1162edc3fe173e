import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up from this module. The code runs both from src/ (tests,
 * tsx) and bundled from dist/, so paths to drizzle/ and the web build cannot be fixed relative ones.
 */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@selfcare/api') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @selfcare/api package folder');
    dir = parent;
  }
}
