/**
 * Import rules checked by `npm run lint:deps` (dependency-cruiser; decision 0035). Type-only imports
 * count: a circle of types still ties the files' meaning together.
 */
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
      name: 'settlement-through-its-entry',
      comment:
        "What a settled payment does is the settlement module's alone: other code calls settle-payment.ts " +
        '(apps/api/src/modules/settlement/README.md).',
      severity: 'error',
      from: { path: '^apps/api/', pathNot: '^apps/api/src/modules/settlement/' },
      to: {
        path: '^apps/api/src/modules/settlement/',
        pathNot: '^apps/api/src/modules/settlement/settle-payment\\.ts$',
      },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API to parse with; swc reads the TypeScript, imports of types included.
    parser: 'swc',
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
