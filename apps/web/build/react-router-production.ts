import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package exports name its development build under every condition, so a production
 * bundle carries its development warnings and checks (remix-run/react-router#14102). A build (browser and
 * server render) takes the production build published beside it instead; dev and tests keep the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = join(dirname(development), '..', 'production', 'index.mjs');
  if (!existsSync(production)) throw new Error(`react-router has no production build at ${production}`);
  return {
    name: 'selfcare:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
