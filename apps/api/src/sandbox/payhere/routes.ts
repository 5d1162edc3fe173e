import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The sandbox card gateway: hosted checkout page and its checkout script, under /sandbox/payhere. */
export const sandboxPayHereRoutes: FastifyPluginAsyncZod = async () => {};
