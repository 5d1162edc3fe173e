// The web app's import alias for dependency-cruiser, which cannot read tsconfig paths without
// TypeScript's compiler API: '@/x' is apps/web/src/x, as in apps/web/tsconfig.json and vite.config.ts.
const path = require('node:path');

module.exports = {
  resolve: {
    alias: { '@': path.join(__dirname, 'apps/web/src') },
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
};
