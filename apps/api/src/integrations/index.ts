import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CardGateway } from './card-gateway';
import { type EmailSender, SandboxEmail } from './email';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import { type IpLocation, SandboxIpLocation } from './ip-location';
import type { OperatorBilling } from './operator-billing';
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
  provisioning: Provisioning;
  ipLocation: IpLocation;
  email: EmailSender;
  sms: SmsSender;
  fixedLineRecords: FixedLineRecords;
}

/** The checkout script of PayHere's own sandbox and live sites. */
const PAYHERE_SDK_URL = 'https://www.payhere.lk/lib/payhere.js';

/**
 * Sandboxes by default. PayHere is the one real adapter (its protocol is public); the operator,
 * provisioning and IP-location systems have only their sandboxes so far.
 */
export function createIntegrations(config: Config, log: FastifyBaseLogger): Integrations {
  const gateway = config.cardGateway;
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
    provisioning:
      config.provisioning.kind === 'tmf641'
        ? tmf641Provisioning(config.provisioning, config.adapterTimeoutMs, log)
        : new SandboxProvisioning(),
    ipLocation: new SandboxIpLocation(config.sandboxCountry),
    email: new SandboxEmail(),
    sms: new SandboxSms(),
    fixedLineRecords:
      config.fixedLineRecords.kind === 'tmf629'
        ? tmf629FixedLineRecords(config.fixedLineRecords, config.adapterTimeoutMs, log)
        : new SandboxFixedLineRecords(),
  };
}
