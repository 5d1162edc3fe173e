import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** What the api compresses with, best first: every browser the portal supports sends both. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];

/**
 * Answers of 1 KB or more are compressed when the caller accepts it (a page of 20 products is 32 KB
 * of JSON, 4 KB in brotli). Register before the routes: the plugin hooks into each route as it is
 * added. Answers that already carry a Content-Encoding (the web app's pre-compressed files, the
 * catalogue cache's stored encodings) are left as they are. Request bodies are never inflated: a
 * browser does not compress them, and a compressed body would only widen what a caller can send.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  await app.register(compress, { encodings: [...RESPONSE_ENCODINGS], threshold: 1024 });
}
