import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { JobQueue } from '../jobs/job-queue';
import type { CardGateway } from './card-gateway';
import type { EmailSender } from './email';
import { ExternalSystem } from './external-system';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import { type IpLocation, SandboxIpLocation } from './ip-location';
import { deliverMessages } from './message-delivery';
import type { OperatorBilling } from './operator-billing';
import { PayHereCardGateway } from './payhere-card-gateway';
import { PayHereMerchantApi } from './payhere-merchant-api';
import { SandboxProvisioning } from './provisioning';
import { SandboxRecurringCharges } from './sandbox-cards';
import { SandboxOperatorBilling } from './sandbox-operator-billing';
import { SandboxTransport } from './sandbox-transport';
import type { SmsSender } from './sms';

/** The external systems the api talks to (DESIGN.md section 7). */
export interface Integrations {
  cardGateway: CardGateway;
  operatorBilling: OperatorBilling;
  provisioning: SandboxProvisioning;
  ipLocation: IpLocation;
  email: EmailSender;
  sms: SmsSender;
  fixedLineRecords: FixedLineRecords;
  /** The durable job queue (src/jobs): e-mail and SMS are delivered through it; other modules may define jobs on it. */
  jobQueue: JobQueue;
}

/**
 * Sandboxes by default. PayHere is the one real adapter (its protocol is public); the operator,
 * provisioning and IP-location systems have only their sandboxes so far.
 */
export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  const gateway = config.cardGateway;
  const realGateway = gateway.kind === 'payhere';
  const jobQueue = new JobQueue(config.jobQueue);
  const messages = deliverMessages(
    jobQueue,
    {
      email: new SandboxTransport(config.jobQueue.delivery.sandboxDelayMs),
      sms: new SandboxTransport(config.jobQueue.delivery.sandboxDelayMs),
    },
    config.jobQueue.delivery,
  );
  return {
    cardGateway: new PayHereCardGateway({
      merchantId: gateway.merchantId,
      merchantSecret: gateway.merchantSecret,
      sdkUrl: gateway.sdkUrl,
      sandbox: realGateway ? gateway.payhereSandbox : true,
      recurring: realGateway
        ? new PayHereMerchantApi({
            app: gateway.app,
            baseUrl: gateway.baseUrl,
            system: new ExternalSystem({ name: 'payhere', log, timeoutMs: config.adapterTimeoutMs }),
          })
        : new SandboxRecurringCharges(),
    }),
    operatorBilling: new SandboxOperatorBilling(),
    provisioning: new SandboxProvisioning(),
    ipLocation: new SandboxIpLocation(config.sandboxCountry),
    email: messages.email,
    sms: messages.sms,
    fixedLineRecords: new SandboxFixedLineRecords(),
    jobQueue,
  };
}
