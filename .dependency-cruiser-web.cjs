/** The web app's import rules (.dependency-cruiser-react-app.cjs); the landing's one exception. */
module.exports = require('./.dependency-cruiser-react-app.cjs')({
  src: '^apps/web/src/',
  resolveConfig: '.dependency-cruiser-web.resolve.cjs',
  featureExceptions: [
    {
      feature: 'landing',
      mayImport: 'reactivation',
      comment: 'The landing shows the reactivation feature for a suspended connection (decision 0009).',
    },
  ],
});
