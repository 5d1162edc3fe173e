import {
  careAccountParamsSchema,
  careActionRequestSchema,
  careActionResultSchema,
  careBillCreditRequestSchema,
  careBillCreditResultSchema,
  careConnectionParamsSchema,
  careDeviceParamsSchema,
  carePaymentParamsSchema,
  careRefundRequestSchema,
  careRefundResultSchema,
  careSearchQuerySchema,
  careSearchResponseSchema,
  careSubscriberSchema,
  careTimelineQuerySchema,
  careTimelineSchema,
  idempotencyKeyHeadersSchema,
} from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '../../db/schema';
import { errorResponses } from '../../lib/api-error';
import { requireStaffRole, staffOf } from '../console/require-staff-role';
import { resendCareEmailConfirmation, sendCarePasswordResetLink, signOutEverywhere } from './account-actions';
import type { CareActor } from './care-audit';
import { removeCareDevice, resendCareValidationCode, resetCarePin, setCareConnectionState } from './connection-actions';
import { endPendingPayment } from './end-pending';
import { creditCareBill, refundCarePayment, requiredKey } from './money-actions';
import { searchSubscribers } from './search-subscribers';
import { readSubscriber } from './subscriber-page';
import { readTimeline } from './timeline';

const bearer = [{ bearerAuth: [] }];
const tags = ['console care'];

/** Who reads subscribers' pages (personal data): care, finance (for refunds), administrators; not read_only. */
export const CARE_READERS: readonly StaffRole[] = ['administrator', 'customer_care', 'finance'];
/** Who takes the care actions (links, sessions, devices, suspension, PIN). */
export const CARE_AGENTS: readonly StaffRole[] = ['administrator', 'customer_care'];
/** Who ends a payment stuck PENDING (after the gateway or operator is asked): care and finance. */
export const CARE_PAYMENT_RECOVERY: readonly StaffRole[] = ['administrator', 'customer_care', 'finance'];
/** Who gives money back: refunds and bill credits. */
export const CARE_MONEY: readonly StaffRole[] = ['administrator', 'finance'];

const actorOf = (request: FastifyRequest): CareActor => ({ staffId: staffOf(request).id, ipAddress: request.ip });

const ACTION_NOTE =
  'Body: a reason (3-500 characters), kept in the console.care_* audit row with the member and address. 404 for an unknown account or a subject of another account.';

/** The console's customer care api, under /api/console/v1/care (issue 28). */
export const consoleCareRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaffRole(...CARE_READERS);
  const act = requireStaffRole(...CARE_AGENTS);
  const money = requireStaffRole(...CARE_MONEY);
  const recovery = requireStaffRole(...CARE_PAYMENT_RECOVERY);
  const emailContext = { email: app.integrations.email, publicUrl: app.config.publicUrl };

  app.get(
    '/care/subscribers',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Find subscribers by e-mail, mobile, telephone or account number, id, or payment reference',
        description:
          'q: at least 3 characters. An account, connection or payment id matches exactly; otherwise any part of an e-mail, a number (typed with or without 0 / +94, spaces or dashes) or a payment reference matches, case-insensitive. At most 20 subscribers; mobiles masked but for the last four digits.',
        security: bearer,
        querystring: careSearchQuerySchema,
        response: { 200: careSearchResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ({ subscribers: await searchSubscribers(app.db, request.query.q) }),
  );

  app.get(
    '/care/subscribers/:accountId',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A subscriber's page: account, connections, purchases, payments, vouchers, devices, profiles",
        description:
          'The latest 50 purchases and payments; a card as its last four digits; profiles without PINs. Each view is audited (console.care_view).',
        security: bearer,
        params: careAccountParamsSchema,
        response: { 200: careSubscriberSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => readSubscriber(app.db, request.params.accountId, actorOf(request), app.config.loginRateLimit),
  );

  app.get(
    '/care/subscribers/:accountId/timeline',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A subscriber's timeline, newest first: audit rows, staff actions, purchases, payments, messages",
        description:
          "Keyset pages: pass the answer's nextBefore as before for older items. Each page read is audited (console.care_timeline_view). Messages show channel, subject and delivery, never a body.",
        security: bearer,
        params: careAccountParamsSchema,
        querystring: careTimelineQuerySchema,
        response: { 200: careTimelineSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => readTimeline(app.db, { accountId: request.params.accountId, ...request.query }, actorOf(request)),
  );

  const accountAction = (
    path: string,
    summary: string,
    description: string,
    run: (accountId: string, reason: string, request: FastifyRequest) => Promise<unknown>,
  ) =>
    app.post(
      `/care/subscribers/:accountId/actions/${path}`,
      {
        onRequest: act,
        schema: {
          tags,
          summary,
          description: `${description} ${ACTION_NOTE}`,
          security: bearer,
          params: careAccountParamsSchema,
          body: careActionRequestSchema,
          response: { 200: careActionResultSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      (request) => run(request.params.accountId, request.body.reason, request) as never,
    );

  accountAction(
    'password-reset-link',
    "E-mail the portal's password-reset link to the subscriber",
    'The link goes to the outbox only; no password is shown or set.',
    (accountId, reason, request) =>
      sendCarePasswordResetLink(app.db, { accountId, reason }, actorOf(request), emailContext),
  );
  accountAction(
    'email-confirmation',
    'Send a new e-mail confirmation link',
    '409 when the address is confirmed already.',
    (accountId, reason, request) =>
      resendCareEmailConfirmation(app.db, { accountId, reason }, actorOf(request), emailContext),
  );
  accountAction(
    'sign-out-everywhere',
    "End every one of the subscriber's sessions",
    'Every session is revoked and tokens issued so far are refused; a repeat ends nothing more (changed false).',
    (accountId, reason, request) => signOutEverywhere(app.db, { accountId, reason }, actorOf(request)),
  );

  app.post(
    '/care/subscribers/:accountId/actions/devices/:deviceId/remove',
    {
      onRequest: act,
      schema: {
        tags,
        summary: "Remove (unpair) a device of one of the subscriber's connections",
        description: ACTION_NOTE,
        security: bearer,
        params: careDeviceParamsSchema,
        body: careActionRequestSchema,
        response: { 200: careActionResultSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => removeCareDevice(app.db, { ...request.params, reason: request.body.reason }, actorOf(request)),
  );

  const connectionAction = (
    path: string,
    summary: string,
    description: string,
    run: (
      params: { accountId: string; connectionId: string },
      reason: string,
      request: FastifyRequest,
    ) => Promise<unknown>,
  ) =>
    app.post(
      `/care/subscribers/:accountId/actions/connections/:connectionId/${path}`,
      {
        onRequest: act,
        schema: {
          tags,
          summary,
          description: `${description} ${ACTION_NOTE}`,
          security: bearer,
          params: careConnectionParamsSchema,
          body: careActionRequestSchema,
          response: { 200: careActionResultSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      (request) => run(request.params, request.body.reason, request) as never,
    );

  connectionAction(
    'suspend',
    'Suspend an active connection',
    '409 unless the connection is active.',
    async (params, reason, request) => {
      const result = await setCareConnectionState(app.db, { ...params, reason, to: 'suspended' }, actorOf(request));
      app.metrics.suspensions.inc();
      return result;
    },
  );
  connectionAction(
    'reactivate',
    'Reactivate a suspended connection (access back; the paid period is not changed)',
    '409 unless the connection is suspended.',
    async (params, reason, request) => {
      const result = await setCareConnectionState(app.db, { ...params, reason, to: 'active' }, actorOf(request));
      app.metrics.reactivations.inc();
      return result;
    },
  );
  connectionAction(
    'reset-pin',
    'Set a new random parental PIN and send it by SMS to the connection’s mobile',
    'The PIN is never in the answer, the audit row or the logs. 409 for a connection without a mobile.',
    (params, reason, request) => resetCarePin(app.db, { ...params, reason }, actorOf(request), app.integrations.sms),
  );

  connectionAction(
    'validation-code',
    "Send the connection's validation code again by SMS to its mobile",
    'The code is never in the answer or the audit row. 409 for a connection still registering or without a mobile.',
    (params, reason, request) =>
      resendCareValidationCode(app.db, { ...params, reason }, actorOf(request), app.integrations.sms),
  );

  app.post(
    '/care/subscribers/:accountId/actions/payments/:paymentId/refund',
    {
      onRequest: money,
      schema: {
        tags,
        summary: 'Refund a card payment, fully (no amount) or partly, through the gateway (decision 0053)',
        description: `Idempotency-Key is required: a repeat answers the refund already made. 409 for a payment that cannot be refunded or an amount over what is left. ${ACTION_NOTE}`,
        security: bearer,
        params: carePaymentParamsSchema,
        headers: idempotencyKeyHeadersSchema,
        body: careRefundRequestSchema,
        response: { 200: careRefundResultSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    (request) =>
      refundCarePayment(
        {
          db: app.db,
          integrations: app.integrations,
          asked: (status) => app.metrics.refunds.inc({ outcome: status.toLowerCase() }),
        },
        {
          ...request.params,
          reason: request.body.reason,
          amount: request.body.amount ?? null,
          idempotencyKey: requiredKey(request.headers['idempotency-key']),
        },
        actorOf(request),
      ),
  );

  app.post(
    '/care/subscribers/:accountId/actions/payments/:paymentId/end-pending',
    {
      onRequest: recovery,
      schema: {
        tags,
        summary: 'End a payment stuck PENDING, after asking the card gateway or the operator',
        description: `A charge the gateway or operator reports is settled as paid; one it refused or never received is ended as failed (a card purchase fails with it). 409 for a payment not pending or still being decided; 503 when the gateway or operator does not answer (nothing changed). ${ACTION_NOTE}`,
        security: bearer,
        params: carePaymentParamsSchema,
        body: careActionRequestSchema,
        response: { 200: careActionResultSchema, ...errorResponses(400, 401, 403, 404, 409, 500, 503) },
      },
    },
    (request) =>
      endPendingPayment(
        { db: app.db, integrations: app.integrations, publicUrl: app.config.publicUrl, metrics: app.metrics },
        { ...request.params, reason: request.body.reason },
        actorOf(request),
      ),
  );

  app.post(
    '/care/subscribers/:accountId/actions/connections/:connectionId/bill-credit',
    {
      onRequest: money,
      schema: {
        tags,
        summary: "A credit on a fixed-line connection's bill against one of its bill lines (decision 0053)",
        description: `Idempotency-Key is required: a repeat answers the credit already given. 409 for a line that cannot be credited or an amount over what is left. ${ACTION_NOTE}`,
        security: bearer,
        params: careConnectionParamsSchema,
        headers: idempotencyKeyHeadersSchema,
        body: careBillCreditRequestSchema,
        response: { 200: careBillCreditResultSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    (request) =>
      creditCareBill(
        { db: app.db, integrations: app.integrations },
        {
          ...request.params,
          billLineId: request.body.billLineId,
          reason: request.body.reason,
          amount: request.body.amount ?? null,
          idempotencyKey: requiredKey(request.headers['idempotency-key']),
        },
        actorOf(request),
      ),
  );
};
