import { analyticsEventsRequestSchema } from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/api-error';
import { optedOut } from './privacy';
import { recordEvents } from './record-events';

const tags = ['analytics'];

/** The portal's first-party analytics (issue 28), under /api/analytics/v1. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: "The portal's page views and registration funnel steps, a batch of 1 to 50; public",
        description:
          "Stores nothing personal: no account, no address, no user agent; a visitor hash of the day (SHA-256 of a salt that rotates daily, the address and the user agent, truncated), a device class, the path with ids replaced by :id and without its query, the referrer's host. With `DNT: 1` or `Sec-GPC: 1` nothing at all is stored (still 204). 400 for a batch the schema refuses (strict: unknown fields too); 429 with Retry-After past the per-address limit.",
        body: analyticsEventsRequestSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      if (!optedOut(request.headers)) {
        await recordEvents(app.db, request.body.events, {
          address: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
      }
      return reply.code(204).header('cache-control', 'no-store').send(undefined);
    },
  );
};
