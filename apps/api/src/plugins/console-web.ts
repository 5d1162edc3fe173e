import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the operator console's build under /console (decision 0061): its own bundle, apart from the
 * portal's, from the same origin as its api. Hashed assets are cached for good, index.html never; every
 * other path under /console that asks for HTML gets index.html, and the console draws the page.
 */
export async function registerConsoleApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(`${distDir}${sep}index.html`)) {
    app.log.warn({ distDir }, 'console build not found: /console is not served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/console/',
    decorateReply: false,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      const file = relative(distDir, path).split(sep).join('/');
      reply.header('cache-control', file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = readFileSync(`${distDir}${sep}index.html`, 'utf8');
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const fileName = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
    const accept = request.headers.accept ?? '*/*';
    if (fileName || !(accept.includes('text/html') || accept.includes('*/*'))) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(indexHtml);
  };
  app.get('/console', { schema: { hide: true } }, sendIndex);
  app.get('/console/*', { schema: { hide: true } }, sendIndex);
}
