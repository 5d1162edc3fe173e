import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/api-error';
import { runLifecycleSweep } from '../modules/lifecycle/sweep';
import { utcDate } from '../modules/products/dates';
import { countSweep } from '../observability/count-sweep';
import { bringPriceChangeToToday } from './bring-price-change-to-today';
import { bringRenewalToToday } from './bring-renewal-to-today';

const count = z.number().int().min(0);

const sweepCountsSchema = z.object({
  priceChangesApplied: count,
  downgradesApplied: count,
  downgradesCancelled: count,
  renewals: count,
  renewalsFailed: count,
  renewalsPending: count,
  connectionsSuspended: count,
  pausesApplied: count,
  pausesResumed: count,
  purchasesEnded: count,
  connectionsEnded: count,
  operatorPaymentsSettled: count,
  operatorPaymentsPending: count,
  cardPaymentsRecovered: count,
  cardExpiriesWarned: count,
  renewalReminders: count,
  expiryReminders: count,
  reminderSms: count,
  reminderEmails: count,
  upgradesSettled: count,
  upgradesPending: count,
  provisioningsCompleted: count,
  provisioningsPending: count,
  errors: count,
  stepSeconds: z.record(z.string(), z.number().nonnegative()),
});

/** Time travel for testers: run the lifecycle sweep as of a date, under /sandbox/lifecycle. */
export const sandboxLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  // One subscription's renewal brought to today, so a tester can renew it without sweeping the
  // whole demo into the future.
  app.post(
    '/renewal-day',
    {
      schema: {
        hide: true,
        body: z.strictObject({ email: z.email(), product: z.string().trim().min(1).max(200) }),
        response: {
          200: z.object({ purchaseId: z.uuid(), billingEndDate: z.iso.date() }),
          ...errorResponses(400, 404, 500),
        },
      },
    },
    (request) => bringRenewalToToday(app.db, request.body.email, request.body.product, utcDate(new Date())),
  );

  // One product's scheduled prices brought to today, so a tester sees a dated price take effect.
  app.post(
    '/price-change-day',
    {
      schema: {
        hide: true,
        body: z.strictObject({ productId: z.uuid() }),
        response: {
          200: z.object({ moved: count, effectiveOn: z.iso.date() }),
          ...errorResponses(400, 404, 500),
        },
      },
    },
    (request) => app.db.transaction((tx) => bringPriceChangeToToday(tx, request.body.productId, utcDate(new Date()))),
  );

  app.post(
    '/sweep',
    {
      schema: {
        hide: true,
        body: z.strictObject({ asOf: z.iso.date() }),
        response: { 200: sweepCountsSchema, ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const counts = await runLifecycleSweep(
        {
          db: app.db,
          integrations: app.integrations,
          publicUrl: app.config.publicUrl,
          metrics: app.metrics,
          renewalRetryDays: app.config.renewalRetryDays,
        },
        request.body.asOf,
        {
          onError: (error, item) => request.log.warn({ err: error, ...item }, 'lifecycle sweep item failed'),
        },
      );
      countSweep(app.metrics, counts);
      return counts;
    },
  );
};
