import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceOrderStateChangeEventSchema } from '../../integrations/tmf641-schemas';
import { errorResponses, unauthorized } from '../../lib/api-error';
import type { OrderEventFollower } from './follow-order-event';

export const LISTENER_PATH = '/listener/serviceOrderStateChangeEvent';

export interface ServiceOrderListenerOptions {
  follower: OrderEventFollower;
  /** TMF641_LISTENER_SECRET: the token the registered callback URL carries. */
  secret: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The hub's listener (TMF641's client-side ServiceOrderStateChangeEvent listener). The hub knows only
 * the callback URL it was given, so the secret travels in it as `token`; the route logs at warn level
 * and above only, so the URL with it never reaches an info log line. An event is answered 204 at once
 * and followed after (follow-order-event.ts): the hub does not wait on the platform's own answer.
 */
export const serviceOrderListenerRoutes: FastifyPluginAsyncZod<ServiceOrderListenerOptions> = async (app, options) => {
  const expected = digest(options.secret);
  app.post(
    LISTENER_PATH,
    {
      logLevel: 'warn',
      onRequest: async (request) => {
        const token = (request.query as { token?: unknown }).token;
        if (typeof token !== 'string' || !timingSafeEqual(digest(token), expected)) throw unauthorized();
      },
      schema: {
        tags: ['integrations'],
        summary: "The TMF641 hub's ServiceOrderStateChangeEvent listener (registered at start-up)",
        description:
          'Called by the service ordering platform, not by clients. `token` is TMF641_LISTENER_SECRET (401 without ' +
          "it). Answers 204 at once; the order's purchase is then provisioned again, reading the order's state " +
          'from the platform, so a late or repeated event changes nothing.',
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: serviceOrderStateChangeEventSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 413, 415, 500) },
      },
    },
    async (request, reply) => {
      options.follower.start(request.body);
      return reply.code(204).send();
    },
  );
};
