import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { JobQueue } from '../jobs/job-queue';
import type { CardGateway } from './card-gateway';
import type { EmailTransport, SmsTransport } from './delivery';
import type { EmailSender } from './email';
import { ExternalSystem, type RecordAdapterCall } from './external-system';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import { HsenidOperatorBilling } from './hsenid-operator-billing';
import { HsenidSmsTransport } from './hsenid-sms-transport';
import { HttpOperatorConsent } from './http-operator-consent';
import type { IpLocation } from './ip-location';
import { deliverMessages } from './message-delivery';
import { openMmdbIpLocation } from './mmdb-ip-location';
import type { OperatorBilling } from './operator-billing';
import { type OperatorConsent, SandboxOperatorConsent } from './operator-consent';
import { PayHereCardGateway } from './payhere-card-gateway';
import { PayHereMerchantApi } from './payhere-merchant-api';
import { type Provisioning, SandboxProvisioning } from './provisioning';
import { SandboxOperatorBilling } from './sandbox-operator-billing';
import { SANDBOX_APP, SANDBOX_MERCHANT_API_URL, SandboxPayHereMerchant } from './sandbox-payhere-merchant';
import { SandboxTransport } from './sandbox-transport';
import type { SmsSender } from './sms';
import { SmtpEmailTransport } from './smtp-email-transport';
import { tmf629FixedLineRecords, tmf641Provisioning } from './tmf-adapters';

/** The external systems the api talks to (DESIGN.md section 7). */
export interface Integrations {
  cardGateway: CardGateway;
  operatorBilling: OperatorBilling;
  operatorConsent: OperatorConsent;
  provisioning: Provisioning;
  ipLocation: IpLocation;
  email: EmailSender;
  sms: SmsSender;
  fixedLineRecords: FixedLineRecords;
  /** The durable job queue (src/jobs): e-mail and SMS are delivered through it; other modules may define jobs on it. */
  jobQueue: JobQueue;
  /** The in-process sandbox's PayHere merchant API (its checkout pages record payments in it); null with PayHere. */
  sandboxPayHere: SandboxPayHereMerchant | null;
}

/**
 * Each system's adapter as its settings choose (docs/integrations.md): the sandboxes by default outside
 * production, the real protocol's adapter otherwise; IP location reads its offline database in every
 * mode. The senders (`email`, `sms`) record a message with the change it reports and queue its
 * delivery; the queue's worker hands it to the transport.
 */
export function createIntegrations(config: Config, log: FastifyBaseLogger, record?: RecordAdapterCall): Integrations {
  const gateway = config.cardGateway;
  const realGateway = gateway.kind === 'payhere';
  const operator = config.operatorBilling;
  const timeoutMs = config.adapterTimeoutMs;
  const bounds = { log, timeoutMs, record };
  const jobQueue = new JobQueue(config.jobQueue);
  const sandboxDelayMs = config.jobQueue.delivery.sandboxDelayMs;
  const transports: { email: EmailTransport; sms: SmsTransport } = {
    email:
      config.email.kind === 'smtp'
        ? new SmtpEmailTransport(config.email, bounds)
        : new SandboxTransport(sandboxDelayMs),
    sms:
      config.sms.kind === 'hsenid' ? new HsenidSmsTransport(config.sms, bounds) : new SandboxTransport(sandboxDelayMs),
  };
  const messages = deliverMessages(jobQueue, transports, config.jobQueue.delivery);
  const sandboxPayHere = realGateway ? null : new SandboxPayHereMerchant();
  const payhereSystem = new ExternalSystem({ name: 'payhere', ...bounds });
  return {
    cardGateway: new PayHereCardGateway({
      merchantId: gateway.merchantId,
      merchantSecret: gateway.merchantSecret,
      sdkUrl: gateway.sdkUrl,
      sandbox: realGateway ? gateway.payhereSandbox : true,
      // The sandbox answers PayHere's merchant API in process: the same adapter talks to both.
      recurring: sandboxPayHere
        ? new PayHereMerchantApi({
            app: SANDBOX_APP,
            baseUrl: SANDBOX_MERCHANT_API_URL,
            system: payhereSystem,
            fetch: sandboxPayHere.fetch,
          })
        : new PayHereMerchantApi({ app: gateway.app, baseUrl: gateway.baseUrl, system: payhereSystem }),
    }),
    sandboxPayHere,
    operatorBilling:
      operator.kind === 'hsenid'
        ? new HsenidOperatorBilling({ ...operator.caas, ...bounds })
        : new SandboxOperatorBilling(),
    operatorConsent:
      operator.kind === 'hsenid'
        ? new HttpOperatorConsent({ ...operator.consent, ...bounds })
        : new SandboxOperatorConsent(),
    provisioning:
      config.provisioning.kind === 'tmf641'
        ? tmf641Provisioning(config.provisioning, timeoutMs, log, record)
        : new SandboxProvisioning(),
    ipLocation: openMmdbIpLocation(config.ipLocation),
    fixedLineRecords:
      config.fixedLineRecords.kind === 'tmf629'
        ? tmf629FixedLineRecords(config.fixedLineRecords, timeoutMs, log, record)
        : new SandboxFixedLineRecords(),
    email: messages.email,
    sms: messages.sms,
    jobQueue,
  };
}
