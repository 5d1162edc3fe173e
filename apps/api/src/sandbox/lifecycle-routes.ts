import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/api-error';
import { runLifecycleSweep } from '../modules/lifecycle/sweep';

const count = z.number().int().min(0);

const sweepCountsSchema = z.object({
  downgradesApplied: count,
  downgradesCancelled: count,
  renewals: count,
  renewalsFailed: count,
  renewalsPending: count,
  connectionsSuspended: count,
  purchasesEnded: count,
  connectionsEnded: count,
  operatorPaymentsSettled: count,
  operatorPaymentsPending: count,
  cardPaymentsRecovered: count,
  cardExpiriesWarned: count,
  upgradesSettled: count,
  upgradesPending: count,
  provisioningsCompleted: count,
  provisioningsPending: count,
  errors: count,
});

/** Time travel for testers: run the lifecycle sweep as of a date, under /sandbox/lifecycle. */
export const sandboxLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sweep',
    {
      schema: {
        hide: true,
        body: z.strictObject({ asOf: z.iso.date() }),
        response: { 200: sweepCountsSchema, ...errorResponses(400, 500) },
      },
    },
    (request) =>
      runLifecycleSweep(
        {
          db: app.db,
          integrations: app.integrations,
          publicUrl: app.config.publicUrl,
          renewalRetryDays: app.config.renewalRetryDays,
        },
        request.body.asOf,
        {
          onError: (error, item) => request.log.warn({ err: error, ...item }, 'lifecycle sweep item failed'),
        },
      ),
  );
};
