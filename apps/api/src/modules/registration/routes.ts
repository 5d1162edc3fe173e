import {
  addConnectionRequestSchema,
  connectionTypeOptionListSchema,
  connectionTypeOptions,
  consentRequestSchema,
  consentResponseSchema,
  consentValidateQuerySchema,
  districtListSchema,
  fixedLineDetailsSchema,
  fixedLineLookupQuerySchema,
  idempotencyKeyHeadersSchema,
  messageResponseSchema,
  nonProviderDetailsSchema,
  otpResendResponseSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
  registrationCompletionSchema,
  registrationConnectionParamsSchema,
  registrationOrderSchema,
  registrationPackageListSchema,
  registrationPackagesQuerySchema,
  registrationQuoteSchema,
  registrationRetryRequestSchema,
  registrationSettingsSchema,
  registrationSubscribeRequestSchema,
  registrationSubscribeResponseSchema,
  registrationTokenHeadersSchema,
  type SignUpResponse,
  signUpRequestSchema,
  signUpResponseSchema,
  transactionResultSchema,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { districts } from '../../db/schema';
import { errorResponses } from '../../lib/api-error';
import { portalUrlFor } from '../../lib/portal-url';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { PUBLIC_MAX_AGE_SECONDS } from '../../plugins/http-cache';
import { optionalAuthenticate } from '../../plugins/optional-auth';
import { enforceLimits, perAddress } from '../account-access/account-access-context';
import { resolveTarget } from './access';
import { registrationPackages } from './catalogue';
import { createConsent, retryRegistrationPayment, validateConsent } from './consent';
import { findFixedLine, toFixedLineDetails } from './fixed-line';
import { getRegistrationCompletion } from './get-registration-completion';
import { saveNonProviderDetails } from './non-provider';
import { priceOrder, quoteOf } from './order';
import { resendOtp, verifyRegistrationOtp } from './otp-steps';
import { registrationBuyer } from './registration-buyer';
import type { RegistrationCaller, RegistrationContext } from './registration-context';
import { addConnection, signUp } from './sign-up';
import { type SubscribeContext, subscribe } from './subscribe';

const tags = ['registration'];
// A session, or none (the Registration-Token header is declared with each route's headers).
const tokenOrSession: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
const tokenHeaders = registrationTokenHeadersSchema;
const moneyHeaders = z.object({ ...idempotencyKeyHeadersSchema.shape, ...registrationTokenHeadersSchema.shape });
const tokenNote =
  'A logged-out registration sends its token in the Registration-Token header; a logged-in subscriber ' +
  "its session. Another registration's connection answers 401 (token) or 404 (session).";

function callerOf(request: FastifyRequest): RegistrationCaller {
  const token = request.headers['registration-token'];
  return {
    accountId: request.account?.id ?? null,
    registrationToken: typeof token === 'string' ? token : undefined,
    ipAddress: request.ip,
    language: languageOf(request),
  };
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** Registration, adding a connection and the registration-time package flow (decision 0009), under /api/users/v1. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: RegistrationContext = {
    db: app.db,
    integrations: app.integrations,
    publicUrl: app.config.publicUrl,
    metrics: app.metrics,
    limits: app.config.accountEmailRateLimit,
    lookupLimits: app.config.loginRateLimit,
  };
  // A sign-up or an added connection that goes on to verify its mobile was sent an OTP in its commit.
  const countOtpSent = (answer: SignUpResponse) => {
    if (answer.next === 'verify') app.metrics.registrations.inc({ step: 'otp-sent' });
  };
  const subscribeContextOf = async (request: FastifyRequest): Promise<SubscribeContext> => ({
    ...context,
    country: await app.integrations.ipLocation.countryOf(request),
    language: languageOf(request),
    ipAddress: request.ip,
  });

  app.get(
    '/connection-types',
    {
      schema: {
        tags,
        summary: 'The connection types a registration starts from (spec 000 section 1)',
        response: { 200: connectionTypeOptionListSchema, ...errorResponses(500) },
      },
    },
    async () => [...connectionTypeOptions],
  );

  app.get(
    '/registration/settings',
    {
      schema: {
        tags,
        summary: "How sign-up is reached: the operator's registration site when one is configured, else null",
        description:
          "EXTERNAL_REGISTRATION_URL. With it, 'New User? Create an Account' and /customer/selection without t " +
          "go there; without it (the default) they open this portal's own registration.",
        response: { 200: registrationSettingsSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      return { externalRegistrationUrl: app.config.externalRegistrationUrl };
    },
  );

  app.get(
    '/districts',
    {
      schema: {
        tags,
        summary: 'The districts of Sri Lanka, for the non-provider details form',
        response: { 200: districtListSchema, ...errorResponses(500) },
      },
    },
    async () =>
      app.db
        .select({ id: districts.id, districtName: districts.districtName })
        .from(districts)
        .orderBy(asc(districts.districtName)),
  );

  app.get(
    '/registration/connection-details',
    {
      schema: {
        tags,
        summary: 'Look up a fixed-line customer (types 1-5) by telephone and account number',
        description:
          '404 NO_FIXED_LINE_RECORD when no record matches; 409 ALREADY_REGISTERED when the line already has a ' +
          "connection. Rate limited per address. telephoneNumber is answered in the account-login form's format.",
        querystring: fixedLineLookupQuerySchema,
        response: { 200: fixedLineDetailsSchema, ...errorResponses(400, 404, 409, 429, 500, 503) },
      },
    },
    async (request) => {
      await enforceLimits(app.db, [perAddress('fixed-line-lookup', request.ip, context.lookupLimits)], {
        action: 'registration.fixed_line_lookup',
        ipAddress: request.ip,
      });
      const record = await findFixedLine(app.db, app.integrations.fixedLineRecords, request.query);
      return toFixedLineDetails(record);
    },
  );

  app.post(
    '/registration',
    {
      schema: {
        tags,
        summary: 'Sign up: the personal details of a new account and its first connection',
        description:
          'Creates the account (e-mail unconfirmed) and a connection pending registration; sends an OTP by SMS ' +
          "except for type 6. 409 EMAIL_IN_USE, ALREADY_REGISTERED or DUPLICATE_NUMBER. The answer's " +
          'registrationToken goes in the Registration-Token header of every later step.',
        body: signUpRequestSchema,
        response: { 201: signUpResponseSchema, ...errorResponses(400, 404, 409, 422, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const answer = await signUp(context, request.body, request.ip, languageOf(request));
      countOtpSent(answer);
      reply.code(201);
      return answer;
    },
  );

  app.post(
    '/registration/connections',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Add a connection to the logged-in account (the personal details without e-mail and passwords)',
        body: addConnectionRequestSchema,
        response: { 201: signUpResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 500, 503) },
      },
    },
    async (request, reply) => {
      const answer = await addConnection(context, accountOf(request).id, request.body, request.ip, languageOf(request));
      countOtpSent(answer);
      reply.code(201);
      return answer;
    },
  );

  app.post(
    '/registration/otp',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'Verify the OTP sent by SMS',
        description: `400 INVALID_OTP, OTP_EXPIRED (expired, used or replaced) or OTP_LOCKED (5 wrong tries; resend); 422 BUSINESS_RULE when the connection needs no OTP (type 6); 429 with Retry-After after 10 wrong codes for the connection or 20 from the address in 15 minutes. ${tokenNote}`,
        headers: tokenHeaders,
        body: otpVerifyRequestSchema,
        response: { 200: otpVerifyResponseSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request) => {
      const answer = await verifyRegistrationOtp(context, callerOf(request), request.body);
      app.metrics.registrations.inc({ step: 'otp-verified' });
      return answer;
    },
  );

  app.get(
    '/registration/otp/:connectionId',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'Send a new OTP (the earlier one stops working)',
        description: `Rate limited per connection and per address (429 with Retry-After). ${tokenNote}`,
        headers: tokenHeaders,
        params: registrationConnectionParamsSchema,
        response: { 200: otpResendResponseSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request) => {
      const answer = await resendOtp(context, callerOf(request), request.params.connectionId);
      app.metrics.registrations.inc({ step: 'otp-sent' });
      return answer;
    },
  );

  app.get(
    '/registration/packages',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'The base packages a registration (or a suspended connection choosing anew) may choose',
        headers: tokenHeaders,
        querystring: registrationPackagesQuerySchema,
        response: { 200: registrationPackageListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const target = await resolveTarget(app.db, callerOf(request), request.query.connectionId, {
        allowReactivation: true,
      });
      return registrationPackages(app.db, target);
    },
  );

  app.post(
    '/registration/quote',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'Price a package and the extra screens chosen with it, as subscribe will charge them',
        description:
          'A read: nothing is bought. taxedPrice is what the one payment takes now (the card checkout ' +
          'amount); price is before taxes (the bill and the operator add taxes on top). 422 for a package the ' +
          `registration may not choose or an extra screen the package does not offer. ${tokenNote}`,
        headers: tokenHeaders,
        body: registrationOrderSchema,
        response: { 200: registrationQuoteSchema, ...errorResponses(400, 401, 404, 422, 500) },
      },
    },
    async (request) => {
      const target = await resolveTarget(app.db, callerOf(request), request.body.connectionId, {
        allowReactivation: true,
      });
      const buyer = await registrationBuyer(app.db, target, request.ip, { forUpdate: false });
      return quoteOf(app.db, await priceOrder(app.db, target, buyer, request.body));
    },
  );

  app.post(
    '/registration/subscribe',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: "Choose the base package and pay for it on the connection's payment route",
        description:
          'kind completed: types 1-5, charged to the bill, registration complete. kind card: type 7, open the ' +
          "checkout; the gateway's notification completes it. kind consent: type 6, ask for the operator " +
          `consent next. Takes an Idempotency-Key. ${tokenNote}`,
        headers: moneyHeaders,
        body: registrationSubscribeRequestSchema,
        response: { 200: registrationSubscribeResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const target = await resolveTarget(app.db, callerOf(request), request.body.connectionId, {
        allowCompleted: true,
        allowReactivation: true,
      });
      const answer = await subscribe(
        await subscribeContextOf(request),
        target,
        request.body,
        idempotencyKeyOf(request),
      );
      // A suspended connection choosing a new package is not registering.
      if (target.mode === 'register') app.metrics.registrations.inc({ step: 'ordered' });
      return answer;
    },
  );

  app.post(
    '/registration/consent',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'Ask the mobile operator for consent to charge the package (type 6)',
        description: `Open consentUrl; it returns to the payment status page with bridgeID. ${tokenNote}`,
        headers: tokenHeaders,
        body: consentRequestSchema,
        response: { 200: consentResponseSchema, ...errorResponses(400, 401, 404, 422, 500, 503) },
      },
    },
    async (request) => {
      const target = await resolveTarget(app.db, callerOf(request), request.body.connectionId, {
        allowReactivation: true,
      });
      return createConsent(context, target, request.body.msisdn, {
        ipAddress: request.ip,
        portalUrl: portalUrlFor(request, app.config),
      });
    },
  );

  app.post(
    '/registration/consent/validate',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'Validate the operator consent and charge the package',
        description: `400 CONSENT_NOT_GRANTED ('Consent not granted') unless approved. Takes an Idempotency-Key. ${tokenNote}`,
        headers: moneyHeaders,
        querystring: consentValidateQuerySchema,
        response: { 200: transactionResultSchema, ...errorResponses(400, 401, 404, 409, 422, 500, 503) },
      },
    },
    async (request) => validateConsent(context, callerOf(request), request.query, idempotencyKeyOf(request)),
  );

  app.post(
    '/registration/retry',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: "Retry the registration's operator payment (status RETRY) or ask how a PENDING one went",
        headers: moneyHeaders,
        body: registrationRetryRequestSchema,
        response: { 200: transactionResultSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const target = await resolveTarget(app.db, callerOf(request), request.body.connectionId, {
        allowReactivation: true,
      });
      return retryRegistrationPayment(context, target, idempotencyKeyOf(request), languageOf(request), request.ip);
    },
  );

  app.get(
    '/registration/:connectionId/completion',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        security: tokenOrSession,
        summary: 'Where the registration stands, and the validation code once it is complete',
        description: `The parental PIN is never answered: it is sent by SMS. ${tokenNote}`,
        headers: tokenHeaders,
        params: registrationConnectionParamsSchema,
        response: { 200: registrationCompletionSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const target = await resolveTarget(app.db, callerOf(request), request.params.connectionId, {
        allowCompleted: true,
      });
      return getRegistrationCompletion(app.db, target, languageOf(request));
    },
  );

  app.post(
    '/non-provider-details',
    {
      onRequest: optionalAuthenticate,
      schema: {
        tags,
        summary: 'The further-details form of a visitor without a provider connection',
        description: 'Rate limited per address.',
        body: nonProviderDetailsSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      await saveNonProviderDetails(context, request.body, {
        accountId: request.account?.id ?? null,
        ipAddress: request.ip,
      });
      reply.code(201);
      return { message: messageTextIn(languageOf(request), 'registration.npSaved') };
    },
  );
};
