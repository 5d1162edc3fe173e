import {
  ConnectionType,
  connectionDeviceParamsSchema,
  connectionIdParamsSchema,
  connectionPaymentsQuerySchema,
  connectionUnsubscribeResponseSchema,
  deviceListSchema,
  idempotencyKeyHeadersSchema,
  parentalPinChangeRequestSchema,
  paymentRecordListSchema,
  profileIdParamsSchema,
  profileMessageResponseSchema,
  unsubscribeReasonBodySchema,
  userPurchaseListSchema,
  userPurchasePageQuerySchema,
  userPurchasePageSchema,
  userPurchaseQuerySchema,
} from '@selfcare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { idempotent } from '../../lib/idempotency';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { purchaseRule } from '../purchasing/errors';
import { loadBuyer } from '../purchasing/load-buyer';
import { changeParentalPin } from './change-parental-pin';
import { listDevices, removeDevice } from './devices';
import { profileRule } from './errors';
import { connectionPayments } from './payments';
import { removeProfile } from './profiles';
import { userPurchasePage, userPurchases } from './purchases';
import { type UnsubscribePath, unsubscribeConnection } from './unsubscribe-connection';

const security = [{ bearerAuth: [] }];
const tags = ['profile'];

/** The caller's connection (404 for another account's, exactly like a missing one). */
const ownConnection = (app: FastifyInstance, request: FastifyRequest, connectionId: string) =>
  loadBuyer(app.db, accountOf(request).id, connectionId, request.ip);

/** Devices, profiles, connection unsubscribe and the parental PIN, under /api/users/v1 (decision 0010). */
export const profileUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/connections/:id/devices',
    {
      schema: {
        tags,
        security,
        summary: "The apps and boxes paired with one of the account's connections, oldest first",
        params: connectionIdParamsSchema,
        response: { 200: deviceListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const connection = await ownConnection(app, request, request.params.id);
      return listDevices(app.db, connection.connectionId);
    },
  );

  app.delete(
    '/connections/:conId/devices/:deviceId',
    {
      schema: {
        tags,
        security,
        summary: 'Unpair a device from a connection',
        params: connectionDeviceParamsSchema,
        response: { 200: profileMessageResponseSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    (request) =>
      removeDevice(app.db, {
        accountId: accountOf(request).id,
        connectionId: request.params.conId,
        deviceId: request.params.deviceId,
        language: languageOf(request),
        ipAddress: request.ip,
      }),
  );

  app.delete(
    '/profiles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a viewing profile; the default (primary) profile cannot be removed (409)',
        params: profileIdParamsSchema,
        response: { 200: profileMessageResponseSchema, ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    (request) =>
      removeProfile(app.db, {
        accountId: accountOf(request).id,
        profileId: request.params.id,
        language: languageOf(request),
        ipAddress: request.ip,
      }),
  );

  const unsubscribeRoute = (url: string, path: UnsubscribePath, summary: string) =>
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          summary,
          headers: idempotencyKeyHeadersSchema,
          params: connectionIdParamsSchema,
          body: unsubscribeReasonBodySchema,
          response: { 200: connectionUnsubscribeResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
        },
      },
      (request) => {
        const accountId = accountOf(request).id;
        const scope = {
          accountId,
          key: request.headers['idempotency-key'],
          request: { route: url, connectionId: request.params.id },
        };
        return idempotent(app.db, scope, (tx) =>
          unsubscribeConnection(tx, {
            accountId,
            connectionId: request.params.id,
            path,
            language: languageOf(request),
            ipAddress: request.ip,
            reason: request.body?.reason,
          }),
        );
      },
    );
  unsubscribeRoute(
    '/connection/unsubscribe/:id',
    'fixed-line',
    'Unsubscribe a fixed-line connection (types 1-5); it ends when its paid period does',
  );
  unsubscribeRoute(
    '/connections/unsubscribe/:id',
    'card-or-operator',
    'Unsubscribe a prepaid (type 7) or operator-billed (type 6) connection; it ends when its paid period does',
  );

  app.post(
    '/connections/:id/parental-pin',
    {
      schema: {
        tags,
        security,
        summary: "Change a connection's parental PIN, confirmed with the account password",
        params: connectionIdParamsSchema,
        body: parentalPinChangeRequestSchema,
        response: { 200: profileMessageResponseSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request) => {
      const connection = await ownConnection(app, request, request.params.id);
      return changeParentalPin(app.db, {
        accountId: connection.accountId,
        connectionId: connection.connectionId,
        password: request.body.password,
        pin: request.body.pin,
        language: languageOf(request),
        ipAddress: request.ip,
      });
    },
  );
};

/** MY PURCHASES and MY PAYMENTS, under /api/billing/v1/billing (decision 0010). */
export const profileBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/user-purchase',
    {
      schema: {
        tags,
        security,
        summary: "A connection's purchases from start to end (exclusive, YYYY-MM-DD), newest first",
        querystring: userPurchaseQuerySchema,
        response: { 200: userPurchaseListSchema, ...errorResponses(400, 401, 404, 422, 500) },
      },
    },
    async (request) => {
      const { connectionId, connectionType, start, end } = request.query;
      const connection = await ownConnection(app, request, connectionId);
      if (connection.connectionType !== connectionType) throw purchaseRule('purchase.wrongPaymentRoute');
      return userPurchases(app.db, { connectionId, start, end });
    },
  );

  app.get(
    '/user-purchase/page',
    {
      schema: {
        tags,
        security,
        summary: "A page of a connection's purchases from start to end (exclusive, YYYY-MM-DD), newest first",
        description:
          "Keyset paging: pass the answer's nextAfterPurchaseId as afterPurchaseId for the next page; one that is not a purchase of the connection's answers 404.",
        querystring: userPurchasePageQuerySchema,
        response: { 200: userPurchasePageSchema, ...errorResponses(400, 401, 404, 422, 500) },
      },
    },
    async (request) => {
      const { connectionId, connectionType, start, end, pageSize, afterPurchaseId } = request.query;
      const connection = await ownConnection(app, request, connectionId);
      if (connection.connectionType !== connectionType) throw purchaseRule('purchase.wrongPaymentRoute');
      return userPurchasePage(app.db, { connectionId, start, end, pageSize, afterPurchaseId });
    },
  );

  const paymentsRoute = (url: string, connectionType: number, summary: string) =>
    app.get(
      url,
      {
        schema: {
          tags,
          security,
          summary,
          querystring: connectionPaymentsQuerySchema,
          response: { 200: paymentRecordListSchema, ...errorResponses(400, 401, 404, 422, 500) },
        },
      },
      async (request) => {
        const connection = await ownConnection(app, request, request.query.connectionId);
        if (connection.connectionType !== connectionType) throw profileRule('profile.wrongConnectionType');
        return connectionPayments(app.db, connection.connectionId);
      },
    );
  paymentsRoute(
    '/prepaid/payments',
    ConnectionType.prepaidCard,
    "A prepaid (type 7) connection's card payments, newest first, pending ones left out",
  );
  paymentsRoute(
    '/mobitel/payments',
    ConnectionType.mobileOperator,
    "An operator-billed (type 6) connection's payments, newest first, pending ones left out",
  );
};
