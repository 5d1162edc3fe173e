/**
 * The console's import rules, checked by `npm run lint:deps` (decision 0061), as the portal's: no
 * circles; the one-way direction shared -> features -> app; no feature imports another.
 */
const SRC = '^apps/console/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other, directly or round a longer circle, cannot be read or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      comment: 'shared/ is below every feature and the app: it imports neither.',
      severity: 'error',
      from: { path: `${SRC}shared/` },
      to: { path: `${SRC}(features|app)/` },
    },
    {
      name: 'features-import-no-app',
      comment: 'The app composes the features, not the other way round.',
      severity: 'error',
      from: { path: `${SRC}features/` },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'no-feature-imports-another',
      comment: 'A feature uses shared/ and its own files; the app composes features together.',
      severity: 'error',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API, and the swc parser dependency-cruiser calls cannot read JSX:
    // babel turns the TSX into JavaScript first (.dependency-cruiser-web.babelrc.json).
    babelConfig: { fileName: '.dependency-cruiser-web.babelrc.json' },
    // Nor can it read tsconfig paths without that API: the '@/' alias is given as a resolve config.
    webpackConfig: { fileName: '.dependency-cruiser-console.resolve.cjs' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|svg|png)$' },
  },
};
