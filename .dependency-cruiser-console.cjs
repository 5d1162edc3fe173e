/** The console's import rules (.dependency-cruiser-react-app.cjs), with no exception (decision 0061). */
module.exports = require('./.dependency-cruiser-react-app.cjs')({
  src: '^apps/console/src/',
  resolveConfig: '.dependency-cruiser-console.resolve.cjs',
});
