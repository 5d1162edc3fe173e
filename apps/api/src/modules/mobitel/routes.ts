import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator-billed (type 6) purchases, unsubscription and payment retry, under /api/mobitel/v1. */
export const mobitelRoutes: FastifyPluginAsyncZod = async () => {};
