import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Base package upgrade, downgrade and downgrade state, under /api/billing/v1/billing/user-purchase/basepackage. */
export const packageChangeRoutes: FastifyPluginAsyncZod = async () => {};
