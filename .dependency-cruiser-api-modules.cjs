/**
 * The api's modules as folders (decision 0035): no module may import one that imports it back, so each
 * sits above the ones it uses. Tests and their kits are left out: they may reach any module.
 */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'no-module-circles',
      comment: 'Two api modules that import each other, directly or round a longer circle.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/api/src/modules/',
    exclude: { path: '(\\.test\\.ts|test-kit\\.ts)$' },
  },
};
