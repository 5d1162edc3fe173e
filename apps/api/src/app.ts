import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createIntegrations, type Integrations } from './integrations';
import { withAdapterDeadlines } from './integrations/deadline';
import type { RecordAdapterCall } from './integrations/external-system';
import { accountAccessRoutes } from './modules/account-access/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { SessionTokens } from './modules/auth/tokens';
import { billPaymentRoutes } from './modules/bill-payments/routes';
import { billingRoutes } from './modules/billing/routes';
import { cardUpgradePayer } from './modules/card-payments/card-upgrade';
import { cardPaymentRoutes } from './modules/card-payments/routes';
import { consoleRoutes } from './modules/console/routes';
import { consoleCareRoutes } from './modules/console-care/routes';
import { consoleCatalogueRoutes } from './modules/console-catalogue/routes';
import { consolePromotionRoutes } from './modules/console-promotions/routes';
import { consoleReportRoutes } from './modules/console-reports/routes';
import { mediaRoutes } from './modules/media/routes';
import { notificationPreferenceRoutes } from './modules/notification-preferences/routes';
import { operatorUpgradePayer } from './modules/operator-payments/operator-upgrade';
import { operatorPaymentRoutes } from './modules/operator-payments/routes';
import { packageChangeRoutes } from './modules/package-change/routes';
import { paymentMethodRoutes } from './modules/payment-method/routes';
import { productRoutes } from './modules/products/routes';
import { profileBillingRoutes, profileUserRoutes } from './modules/profile/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { paymentReferenceRoutes, voucherRoutes } from './modules/purchasing/routes';
import { reactivationRoutes } from './modules/reactivation/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { registrationRoutes } from './modules/registration/routes';
import { retentionOfferRoutes } from './modules/retention-offer/routes';
import { registerServiceOrderListener } from './modules/service-order-events/register-listener';
import { subscriptionPauseRoutes } from './modules/subscription-pause/routes';
import { allowedPackageRoutes } from './modules/users/allowed-packages';
import { userRoutes } from './modules/users/routes';
import { voucherStoreRoutes } from './modules/vouchers/routes';
import { cacheRecorder, createMetrics, type Metrics } from './observability/metrics';
import { loggerOptions, registerRequestLog } from './observability/request-log';
import { startTracing } from './observability/tracing';
import { registerAuditRefusals } from './plugins/audit-refusals';
import { registerAuth } from './plugins/auth';
import { registerCardPaymentJobs } from './plugins/card-payment-jobs';
import { createCatalogueCache, registerCatalogueCache } from './plugins/catalogue-cache';
import { catalogueReplayServer } from './plugins/catalogue-replay';
import { registerCompression } from './plugins/compression';
import { registerConsoleApp } from './plugins/console-web';
import { registerControlCharacterGuard } from './plugins/control-characters';
import { registerApiDocs } from './plugins/docs';
import { registerStatusCheck } from './plugins/documented-statuses';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerExpiredRowsPurge } from './plugins/expired-rows-purge';
import { registerHealth } from './plugins/health';
import { registerJobQueue } from './plugins/job-queue';
import { supplyKeptBody } from './plugins/kept-request-body';
import { registerLifecycleSweep } from './plugins/lifecycle-sweep';
import { registerMetrics, registerMetricsRoute } from './plugins/metrics';
import { registerOverloadGuard } from './plugins/overload';
import { registerProvisioningJobs } from './plugins/provisioning-jobs';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSubscriberCaches } from './plugins/subscriber-caches';
import { registerWebApp } from './plugins/web';
import { sandboxRoutes } from './sandbox/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    integrations: Integrations;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** The caller opens, migrates and closes it: the app only uses it. */
  database: Database;
  /** Tests may pass their own adapters; the default is what the configuration names. */
  integrations?: Integrations;
  /**
   * Whether the job queue's workers run once the app is ready (the default). The OpenAPI document's
   * script builds the app on a database that cannot be queried, so it runs none.
   */
  runJobs?: boolean;
  /** Where the log's JSON lines go (standard output by default): tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** The whole HTTP application, without listening: server.ts listens, tests use inject(). */
export async function buildApp({
  config,
  database,
  integrations,
  runJobs = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const metrics = createMetrics();
  const catalogueCache = createCatalogueCache(config, cacheRecorder(metrics, 'catalogue'));
  const tracingSettings = config.observability.tracing;
  const tracing = tracingSettings ? await startTracing(tracingSettings) : null;
  const app = Fastify({
    ...loggerOptions(config.logLevel, logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    serverFactory: catalogueReplayServer(catalogueCache, config.subscriberCache.ttlSeconds > 0),
  });
  if (tracing) {
    // First, so that every later hook runs inside the request's span.
    await app.register(tracing.plugin);
    app.addHook('onClose', () => tracing.flush());
  }
  registerRequestLog(app, tracing);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The api speaks JSON only; anything else is a 415, not a string for the schema to puzzle over.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('db', database);
  app.decorate(
    'integrations',
    withAdapterDeadlines(integrations ?? createIntegrations(config, app.log, adapterCallRecorder(metrics)), {
      timeoutMs: config.adapterTimeoutMs,
      log: app.log,
    }),
  );
  registerErrorHandling(app);
  registerMetrics(app, metrics, { jobs: runJobs });
  await registerOverloadGuard(app);
  registerControlCharacterGuard(app);
  registerAuth(app, new SessionTokens(config.jwt));
  registerAuditRefusals(app);
  registerCatalogueCache(app, catalogueCache);
  // Before any route: the catalogue's POST reads may arrive with their body already read (catalogue-replay.ts).
  app.addHook('preParsing', supplyKeptBody);
  await registerSubscriberCaches(app, config);
  registerExpiredRowsPurge(app);
  registerLifecycleSweep(app);
  registerProvisioningJobs(app);
  registerCardPaymentJobs(app);
  if (runJobs) registerJobQueue(app);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerApiDocs(app);
  if (config.env === 'test') registerStatusCheck(app);

  registerHealth(app, { jobs: runJobs });
  registerMetricsRoute(app);

  await app.register(authRoutes, { prefix: '/api/auth/v1' });
  await app.register(accountAccessRoutes, { prefix: '/api/auth/v1' });
  await app.register(userRoutes, { prefix: '/api/users/v1' });
  await app.register(allowedPackageRoutes, { prefix: '/api/users/v1' });
  await app.register(registrationRoutes, { prefix: '/api/users/v1' });
  await app.register(profileUserRoutes, { prefix: '/api/users/v1' });
  await app.register(notificationPreferenceRoutes, { prefix: '/api/users/v1' });
  await app.register(productRoutes, { prefix: '/api/products/v1/products' });
  await app.register(billingRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(promotionRoutes, { prefix: '/api/promotions/v1' });
  await app.register(billPaymentRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(paymentReferenceRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(reactivationRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(profileBillingRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(receiptRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(subscriptionPauseRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(retentionOfferRoutes, { prefix: '/api/billing/v1/billing' });
  await app.register(packageChangeRoutes, {
    prefix: '/api/billing/v1/billing/user-purchase/basepackage',
    payers: { operator: operatorUpgradePayer, card: cardUpgradePayer },
  });
  await app.register(voucherRoutes, { prefix: '/api/promotions/v1' });
  await app.register(voucherStoreRoutes);
  await app.register(operatorPaymentRoutes, { prefix: '/api/mobitel/v1' });
  await app.register(cardPaymentRoutes, { prefix: '/api/prepaid/v1' });
  await app.register(paymentMethodRoutes, { prefix: '/api/prepaid/v1' });
  await app.register(consoleRoutes, {
    prefix: '/api/console/v1',
    areas: [consoleCatalogueRoutes, consolePromotionRoutes, consoleCareRoutes, consoleReportRoutes],
  });
  await app.register(analyticsRoutes, { prefix: '/api/analytics/v1' });
  await app.register(mediaRoutes);
  if (config.provisioning.kind === 'tmf641') await registerServiceOrderListener(app, config.provisioning);
  // Production has no sandbox: its pages read every message sent and fake payments (docs/security.md).
  if (config.env !== 'production') await app.register(sandboxRoutes, { prefix: '/sandbox' });
  await registerConsoleApp(app, config.consoleDistDir);
  await registerWebApp(app, config.webDistDir);

  return app;
}

function adapterCallRecorder(metrics: Metrics): RecordAdapterCall {
  return (system, outcome, seconds) => {
    metrics.adapterCalls.inc({ system, outcome });
    metrics.adapterDuration.observe({ system }, seconds);
  };
}

/** A hop count means "trust that many proxies in front of us", which Fastify takes as a function. */
function trustProxyOption(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
