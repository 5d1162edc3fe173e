import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CardGateway } from './card-gateway';
import { type EmailSender, SandboxEmail } from './email';
import { ExternalSystem } from './external-system';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import { HsenidOperatorBilling } from './hsenid-operator-billing';
import { HttpOperatorConsent } from './http-operator-consent';
import type { IpLocation } from './ip-location';
import { openMmdbIpLocation } from './mmdb-ip-location';
import type { OperatorBilling } from './operator-billing';
import { type OperatorConsent, SandboxOperatorConsent } from './operator-consent';
import { PayHereCardGateway } from './payhere-card-gateway';
import { PayHereMerchantApi } from './payhere-merchant-api';
import { type Provisioning, SandboxProvisioning } from './provisioning';
import { SandboxRecurringCharges } from './sandbox-cards';
import { SandboxOperatorBilling } from './sandbox-operator-billing';
import { SandboxSms, type SmsSender } from './sms';
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
}

/**
 * Sandboxes by default, but IP location, whose offline database is the same in every mode. PayHere's
 * adapter is real (its protocol is public); the operator and provisioning systems have only their
 * sandboxes so far.
 */
export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  const gateway = config.cardGateway;
  const realGateway = gateway.kind === 'payhere';
  const operator = config.operatorBilling;
  const timeoutMs = config.adapterTimeoutMs;
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
    ipLocation: openMmdbIpLocation(config.ipLocation),
    email: new SandboxEmail(),
    sms: new SandboxSms(),
    fixedLineRecords:
      config.fixedLineRecords.kind === 'tmf629'
        ? tmf629FixedLineRecords(config.fixedLineRecords, config.adapterTimeoutMs, log)
        : new SandboxFixedLineRecords(),
  };
}
