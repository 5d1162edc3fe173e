import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Card-paid (type 7) purchases, the gateway's notifications and the paid-status poll, under /api/prepaid/v1. */
export const prepaidRoutes: FastifyPluginAsyncZod = async () => {};
