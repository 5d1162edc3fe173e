// autocannon, keeping no answer bodies. Out of the box it appends every answer's body to a string
// (`req.body += chunk`, lib/pipelinedRequestsQueue.js; autocannon#485), which decodes each byte as
// UTF-8 whether or not anything reads it. On a 13 KB brotli answer that decoding was 45% of the load
// generator's CPU, and the generator, on the same cores as the api, ran out before the api did. The
// bench only counts answers and bytes (no scenario gives autocannon onResponse, expectBody or
// verifyBody, which read the body), so it keeps none.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const RequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof RequestsQueue.prototype?.addBody !== 'function') {
  throw new Error(
    'autocannon no longer has PipelinedRequestsQueue.addBody: review bench/api/autocannon-without-bodies.mjs',
  );
}
RequestsQueue.prototype.addBody = function keepNoBody() {};

export default autocannon;
