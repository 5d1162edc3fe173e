import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Time travel for testers: run the lifecycle sweep as of a date, under /sandbox/lifecycle. */
export const sandboxLifecycleRoutes: FastifyPluginAsyncZod = async () => {};
