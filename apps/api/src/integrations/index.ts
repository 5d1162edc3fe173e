import type { Config } from '../config';
import type { CardGateway } from './card-gateway';
import { type EmailSender, SandboxEmail } from './email';
import { type FixedLineRecords, SandboxFixedLineRecords } from './fixed-line-records';
import type { IpLocation } from './ip-location';
import { openMmdbIpLocation } from './mmdb-ip-location';
import type { OperatorBilling } from './operator-billing';
import { PayHereCardGateway } from './payhere-card-gateway';
import { PayHereMerchantApi } from './payhere-merchant-api';
import { SandboxProvisioning } from './provisioning';
import { SandboxRecurringCharges } from './sandbox-cards';
import { SandboxOperatorBilling } from './sandbox-operator-billing';
import { SandboxSms, type SmsSender } from './sms';

/** The external systems the api talks to (DESIGN.md section 7). */
export interface Integrations {
  cardGateway: CardGateway;
  operatorBilling: OperatorBilling;
  provisioning: SandboxProvisioning;
  ipLocation: IpLocation;
  email: EmailSender;
  sms: SmsSender;
  fixedLineRecords: FixedLineRecords;
}

/** The checkout script of PayHere's own sandbox and live sites. */
const PAYHERE_SDK_URL = 'https://www.payhere.lk/lib/payhere.js';

/**
 * Sandboxes by default, but IP location, whose offline database is the same in every mode. PayHere's
 * adapter is real (its protocol is public); the operator and provisioning systems have only their
 * sandboxes so far.
 */
export function createIntegrations(config: Config): Integrations {
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
    provisioning: new SandboxProvisioning(),
    ipLocation: openMmdbIpLocation(config.ipLocation),
    email: new SandboxEmail(),
    sms: new SandboxSms(),
    fixedLineRecords: new SandboxFixedLineRecords(),
  };
}
