// Bundles the api into dist/server.js, and its migration step into dist/migrate.js (`npm run migrate`).
// npm packages stay external (node_modules is installed next to it); the workspace's own @selfcare/*
// packages ship TypeScript source, so they are bundled in.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves @selfcare/* to its source (Node's own resolution of the package exports) so esbuild compiles it. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@selfcare\// }, (args) => ({
      path: fileURLToPath(import.meta.resolve(args.path)),
    }));
  },
};

await build({
  entryPoints: { server: join(apiDir, 'src/server.ts'), migrate: join(apiDir, 'src/migrate.ts') },
  // API_OUTDIR lets parallel browser-test runs build side by side (it must stay inside apps/api).
  outdir: join(apiDir, process.env.API_OUTDIR ?? 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspacePackages],
  sourcemap: true,
  logLevel: 'info',
});
