import type { FastifyInstance } from 'fastify';
import { defineChargePreapprovedPayment } from '../modules/card-payments/charge-preapproved-payment';

/**
 * Defines the card payment jobs on the durable queue, before it starts: the follow-up of every
 * preapproved payment's charge (decision 0058), on the gateway the app was built with.
 */
export function registerCardPaymentJobs(app: FastifyInstance): void {
  defineChargePreapprovedPayment(
    { db: app.db, integrations: app.integrations, publicUrl: app.config.publicUrl, metrics: app.metrics },
    app.integrations.cardGateway,
  );
}
