import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiRoot } from '../lib/api-root';
import { API_TAGS } from './api-tags';
import { describeOperations } from './describe-operation';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from the code. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const { version } = JSON.parse(readFileSync(join(apiRoot(), 'package.json'), 'utf8')) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Selfcare API',
        description: 'Self-care portal API for subscribers of the TV and video streaming service.',
        version,
        license: { name: 'Proprietary', url: `${app.config.publicUrl}/` },
      },
      // The document is served by the deployment it describes, at the address its links use.
      servers: [{ url: app.config.publicUrl, description: 'This deployment' }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The METRICS_TOKEN setting, for GET /metrics (docs/observability.md).',
          },
        },
      },
    },
    transform: describeOperations(app),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from swagger.io, which the CSP (rightly) refuses.
    uiConfig: { validatorUrl: null },
    // Swagger UI injects a <style> element; allowed on the developer docs only, never scripts.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
