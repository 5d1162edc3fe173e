import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiRoot } from '../lib/api-root';

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
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from swagger.io, which the CSP (rightly) refuses.
    uiConfig: { validatorUrl: null },
    // Swagger UI injects a <style> element; allowed on the developer docs only, never scripts.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
