import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import type { Config } from '../../src/config';
import { createIntegrations, type Integrations } from '../../src/integrations';
import type {
  CardPaymentStatus,
  RecurringChargeOutcome,
  TokenChargeRequest,
} from '../../src/integrations/card-gateway';
import { ExternalSystem } from '../../src/integrations/external-system';
import type {
  OperatorBilling,
  OperatorChargeOutcome,
  OperatorChargeRequest,
} from '../../src/integrations/operator-billing';
import { PayHereCardGateway } from '../../src/integrations/payhere-card-gateway';
import { PayHereMerchantApi } from '../../src/integrations/payhere-merchant-api';
import {
  type ProvisioningOutcome,
  type ProvisioningRequest,
  SandboxProvisioning,
} from '../../src/integrations/provisioning';
import {
  SANDBOX_APP,
  SANDBOX_MERCHANT_API_URL,
  SandboxPayHereMerchant,
} from '../../src/integrations/sandbox-payhere-merchant';

/** How an external system misbehaves: not at all, answers late (within the deadline), throws, or never answers. */
export type Fault = 'none' | 'slow' | 'failing' | 'timing out';

/**
 * An operator with a ledger of the charges it really made, so a run can compare what the subscriber
 * was charged with what they got. Failing throws before charging; timing out charges and never answers
 * (the worst case: money taken, no answer); asked about a charge later, it answers from its ledger.
 */
export class FaultyOperatorBilling implements OperatorBilling {
  fault: Fault = 'none';
  readonly charged = new Map<string, OperatorChargeRequest>();

  constructor(private readonly slowMs: number) {}

  /** Its faults are in the calls themselves, never a known outage. */
  requireReachable(): void {}

  async charge(request: OperatorChargeRequest): Promise<OperatorChargeOutcome> {
    if (this.fault === 'failing') throw new Error('operator unreachable');
    if (this.fault === 'slow') await sleep(this.slowMs);
    this.charged.set(request.reference, request);
    if (this.fault === 'timing out') return new Promise<never>(() => {});
    return { status: 'SUCCESS', description: null, authCode: `AUTH-${request.reference}`, networkError: false };
  }

  async status(reference: string): Promise<OperatorChargeOutcome> {
    if (this.fault === 'failing') throw new Error('operator unreachable');
    if (this.fault === 'timing out') return new Promise<never>(() => {});
    const made = this.charged.has(reference);
    return {
      status: made ? 'SUCCESS' : 'FAILURE',
      description: made ? null : 'No such charge.',
      authCode: made ? `AUTH-${reference}` : null,
      networkError: false,
    };
  }

  chargesTo(msisdn: string): number {
    return [...this.charged.values()].filter((charge) => charge.msisdn === msisdn).length;
  }
}

/** The TV platform, misbehaving the same ways. */
export class FaultyProvisioning extends SandboxProvisioning {
  fault: Fault = 'none';

  constructor(private readonly slowMs: number) {
    super();
  }

  override async provision(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    if (this.fault === 'failing') throw new Error('platform unreachable');
    if (this.fault === 'timing out') return new Promise<never>(() => {});
    if (this.fault === 'slow') await sleep(this.slowMs);
    return super.provision(request);
  }
}

/**
 * The sandbox card gateway whose merchant API misbehaves the same ways, with a ledger of the renewal
 * charges it really took. Checkouts and notifications are the sandbox's own. Failing throws before
 * charging; timing out charges and never answers; asked about an order, it answers from its record.
 */
export class FaultyCardGateway extends PayHereCardGateway {
  fault: Fault = 'none';
  readonly charged = new Map<string, TokenChargeRequest>();

  constructor(
    config: Config,
    private readonly slowMs: number,
  ) {
    const merchant = new SandboxPayHereMerchant();
    super({
      merchantId: config.cardGateway.merchantId,
      merchantSecret: config.cardGateway.merchantSecret,
      sdkUrl: '/sandbox/payhere/payhere.js',
      sandbox: true,
      recurring: new PayHereMerchantApi({
        app: SANDBOX_APP,
        baseUrl: SANDBOX_MERCHANT_API_URL,
        system: new ExternalSystem({ name: 'payhere', log: pino({ level: 'silent' }), timeoutMs: 60_000 }),
        fetch: merchant.fetch,
      }),
    });
  }

  override async chargeToken(request: TokenChargeRequest): Promise<RecurringChargeOutcome> {
    if (this.fault === 'failing') throw new Error('card gateway unreachable');
    if (this.fault === 'slow') await sleep(this.slowMs);
    const outcome = await super.chargeToken(request);
    if (outcome.status === 'SUCCESS') this.charged.set(request.orderId, request);
    if (this.fault === 'timing out') return new Promise<never>(() => {});
    return outcome;
  }

  override async paymentStatus(orderId: string): Promise<CardPaymentStatus> {
    if (this.fault === 'failing') throw new Error('card gateway unreachable');
    if (this.fault === 'timing out') return new Promise<never>(() => {});
    return super.paymentStatus(orderId);
  }

  /** Charges taken on this card on file (a subscription's renewals). */
  chargesFor(customerToken: string): number {
    return [...this.charged.values()].filter((charge) => charge.customerToken === customerToken).length;
  }
}

export interface FaultyIntegrations {
  integrations: Integrations;
  operator: FaultyOperatorBilling;
  platform: FaultyProvisioning;
  cards: FaultyCardGateway;
}

/** The sandbox integrations with the operator, the platform and the card gateway replaced; `slowMs` is how late "slow" is. */
export function faultyIntegrations(config: Config, slowMs: number): FaultyIntegrations {
  const operator = new FaultyOperatorBilling(slowMs);
  const platform = new FaultyProvisioning(slowMs);
  const cards = new FaultyCardGateway(config, slowMs);
  return {
    integrations: {
      ...createIntegrations(config, pino({ level: 'silent' })),
      operatorBilling: operator,
      provisioning: platform,
      cardGateway: cards,
    },
    operator,
    platform,
    cards,
  };
}
