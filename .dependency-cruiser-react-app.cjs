/**
 * The import rules of a React app of this repository (the portal and the console), for
 * `npm run lint:deps` (decisions 0034, 0035 and 0061): no circles; the one-way direction
 * shared -> features -> app; no feature imports another, but for the exceptions an app names.
 *
 * @param {{ src: string, resolveConfig: string, featureExceptions?: { feature: string, mayImport: string, comment: string }[] }} app
 *   `src` the app's source folder as a path pattern ('^apps/web/src/'), `resolveConfig` its '@/' alias file.
 */
module.exports = function reactAppRules({ src, resolveConfig, featureExceptions = [] }) {
  const excepted = featureExceptions.map((exception) => exception.feature).join('|');
  return {
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
        from: { path: `${src}shared/` },
        to: { path: `${src}(features|app)/` },
      },
      {
        name: 'features-import-no-app',
        comment: 'The app composes the features, not the other way round.',
        severity: 'error',
        from: { path: `${src}features/` },
        to: { path: `${src}app/` },
      },
      {
        name: 'no-feature-imports-another',
        comment: 'A feature uses shared/ and its own files; the app composes features together.',
        severity: 'error',
        from: { path: `${src}features/([^/]+)/`, ...(excepted ? { pathNot: `${src}features/(${excepted})/` } : {}) },
        to: { path: `${src}features/`, pathNot: `${src}features/$1/` },
      },
      ...featureExceptions.map(({ feature, mayImport, comment }) => ({
        name: `${feature}-imports-only-${mayImport}`,
        comment,
        severity: 'error',
        from: { path: `${src}features/${feature}/` },
        to: { path: `${src}features/`, pathNot: `${src}features/(${feature}|${mayImport})/` },
      })),
    ],
    options: {
      // TypeScript 7 has no compiler API, and the swc parser dependency-cruiser calls cannot read JSX:
      // babel turns the TSX into JavaScript first (.dependency-cruiser-web.babelrc.json).
      babelConfig: { fileName: '.dependency-cruiser-web.babelrc.json' },
      // Nor can it read tsconfig paths without that API: the '@/' alias is given as a resolve config.
      webpackConfig: { fileName: resolveConfig },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '\\.(css|svg|png)$' },
    },
  };
};
