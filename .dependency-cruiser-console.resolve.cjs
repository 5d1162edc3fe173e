// The console's import alias for dependency-cruiser, which cannot read tsconfig paths without
// TypeScript's compiler API: '@/x' is apps/console/src/x, as in apps/console/tsconfig.json and vite.config.ts.
const path = require('node:path');

module.exports = {
  resolve: {
    alias: { '@': path.join(__dirname, 'apps/console/src') },
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
};
