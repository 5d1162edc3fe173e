import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CardGateway } from './card-gateway';
import type { EmailTransport, SmsTransport } from './delivery';
import { type EmailSender, SandboxEmail } from './email';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import { HsenidSmsTransport } from './hsenid-sms-transport';
import { type IpLocation, SandboxIpLocation } from './ip-location';
import type { OperatorBilling } from './operator-billing';
import { PayHereCardGateway } from './payhere-card-gateway';
import { PayHereMerchantApi } from './payhere-merchant-api';
import { SandboxProvisioning } from './provisioning';
import { SandboxRecurringCharges } from './sandbox-cards';
import { SandboxOperatorBilling } from './sandbox-operator-billing';
import { SandboxEmailTransport, SandboxSmsTransport } from './sandbox-transports';
import { SandboxSms, type SmsSender } from './sms';
import { SmtpEmailTransport } from './smtp-email-transport';

/** The external systems the api talks to (DESIGN.md section 7). */
export interface Integrations {
  cardGateway: CardGateway;
  operatorBilling: OperatorBilling;
  provisioning: SandboxProvisioning;
  ipLocation: IpLocation;
  email: EmailSender;
  sms: SmsSender;
  /** What hands an accepted e-mail to the mail system (the durable queue calls it): SMTP, or the sandbox's no-op. */
  emailTransport: EmailTransport;
  /** What hands an accepted SMS to the gateway: the hSenid SMS API, or the sandbox's no-op. */
  smsTransport: SmsTransport;
  fixedLineRecords: FixedLineRecords;
}

/** The checkout script of PayHere's own sandbox and live sites. */
const PAYHERE_SDK_URL = 'https://www.payhere.lk/lib/payhere.js';

/**
 * Sandboxes by default. PayHere, SMTP and the hSenid SMS API are the real adapters so far, chosen by
 * their settings; the operator, provisioning and IP-location systems have only their sandboxes. The
 * senders (`email`, `sms`) record a message with the change it reports; the transports deliver it.
 */
export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  const gateway = config.cardGateway;
  const bounds = { log, timeoutMs: config.adapterTimeoutMs };
  const realGateway = gateway.kind === 'payhere';
  return {
    cardGateway: new PayHereCardGateway({
      merchantId: gateway.merchantId,
      merchantSecret: gateway.merchantSecret,
      sdkUrl: realGateway ? PAYHERE_SDK_URL : '/sandbox/payhere/payhere.js',
      sandbox: realGateway ? gateway.payhereSandbox : true,
      recurring: realGateway
        ? new PayHereMerchantApi({ app: gateway.app, sandbox: gateway.payhereSandbox })
        : new SandboxRecurringCharges(),
    }),
    operatorBilling: new SandboxOperatorBilling(),
    provisioning: new SandboxProvisioning(),
    ipLocation: new SandboxIpLocation(config.sandboxCountry),
    email: new SandboxEmail(),
    sms: new SandboxSms(),
    emailTransport:
      config.email.kind === 'smtp' ? new SmtpEmailTransport(config.email, bounds) : new SandboxEmailTransport(),
    smsTransport: config.sms.kind === 'hsenid' ? new HsenidSmsTransport(config.sms, bounds) : new SandboxSmsTransport(),
    fixedLineRecords: new SandboxFixedLineRecords(),
  };
}
