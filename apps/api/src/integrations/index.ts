import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CardGateway } from './card-gateway';
import type { EmailTransport, SmsTransport } from './delivery';
import { type EmailSender, SandboxEmail } from './email';
import { ExternalSystem } from './external-system';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import { HsenidOperatorBilling } from './hsenid-operator-billing';
import { HsenidSmsTransport } from './hsenid-sms-transport';
import { HttpOperatorConsent } from './http-operator-consent';
import { type IpLocation, SandboxIpLocation } from './ip-location';
import type { OperatorBilling } from './operator-billing';
import { type OperatorConsent, SandboxOperatorConsent } from './operator-consent';
import { PayHereCardGateway } from './payhere-card-gateway';
import { PayHereMerchantApi } from './payhere-merchant-api';
import { type Provisioning, SandboxProvisioning } from './provisioning';
import { SandboxRecurringCharges } from './sandbox-cards';
import { SandboxOperatorBilling } from './sandbox-operator-billing';
import { SandboxEmailTransport, SandboxSmsTransport } from './sandbox-transports';
import { SandboxSms, type SmsSender } from './sms';
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
  /** What hands an accepted e-mail to the mail system (the durable queue calls it): SMTP, or the sandbox's no-op. */
  emailTransport: EmailTransport;
  /** What hands an accepted SMS to the gateway: the hSenid SMS API, or the sandbox's no-op. */
  smsTransport: SmsTransport;
  fixedLineRecords: FixedLineRecords;
}

/**
 * Sandboxes by default; each system's settings choose its real adapter (PayHere, hSenid CaaS and the
 * consent contract, TMF641, TMF629, SMTP, the hSenid SMS API). The senders (`email`, `sms`) record a
 * message with the change it reports; the transports deliver it.
 */
export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  const gateway = config.cardGateway;
  const realGateway = gateway.kind === 'payhere';
  const operator = config.operatorBilling;
  const timeoutMs = config.adapterTimeoutMs;
  const bounds = { log, timeoutMs };
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
    operatorBilling:
      operator.kind === 'hsenid'
        ? new HsenidOperatorBilling({ ...operator.caas, log, timeoutMs })
        : new SandboxOperatorBilling(),
    operatorConsent:
      operator.kind === 'hsenid'
        ? new HttpOperatorConsent({ ...operator.consent, log, timeoutMs })
        : new SandboxOperatorConsent(),
    provisioning:
      config.provisioning.kind === 'tmf641'
        ? tmf641Provisioning(config.provisioning, config.adapterTimeoutMs, log)
        : new SandboxProvisioning(),
    ipLocation: new SandboxIpLocation(config.sandboxCountry),
    email: new SandboxEmail(),
    sms: new SandboxSms(),
    emailTransport:
      config.email.kind === 'smtp' ? new SmtpEmailTransport(config.email, bounds) : new SandboxEmailTransport(),
    smsTransport: config.sms.kind === 'hsenid' ? new HsenidSmsTransport(config.sms, bounds) : new SandboxSmsTransport(),
    fixedLineRecords:
      config.fixedLineRecords.kind === 'tmf629'
        ? tmf629FixedLineRecords(config.fixedLineRecords, config.adapterTimeoutMs, log)
        : new SandboxFixedLineRecords(),
  };
}
