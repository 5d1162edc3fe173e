import { randomInt } from 'node:crypto';
import type { TransactionResult } from '@selfcare/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { billLines, connections, livePurchaseStatuses, purchases, transactions } from '../../src/db/schema';
import {
  CARD_RENEWAL_GRACE_MS,
  openCardRenewals,
  reconcileCardRenewal,
} from '../../src/modules/lifecycle/open-card-renewals';
import { renewSubscription } from '../../src/modules/lifecycle/renewals';
import { activeTaxRates } from '../../src/modules/promotions/tax';
import { demo, insertPurchase } from '../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../test/factories';
import { firstCardPayment } from '../../test/first-card-payment';
import { type AppUnderTest, hboSubscribeBody, newSubscriber, productPage, subscribe } from '../subscribers';
import type { Fault, FaultyIntegrations } from './faulty-adapters';

export interface AdapterFaultRound {
  statuses: number[];
  /** The slowest answer the subscriber waited for. */
  slowestMs: number;
  /** What the subscriber was charged (operator ledger or bill lines) and what they got (live purchases). */
  charges: number;
  entitlements: number;
  /** Charges equal entitlements, and the purchase ended as this fault should leave it. */
  asExpected: boolean;
}

export interface AdapterFaultCase {
  adapter: 'operator billing' | 'provisioning' | 'card gateway';
  fault: Fault;
  round(t: AppUnderTest, faulty: FaultyIntegrations): Promise<AdapterFaultRound>;
}

async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const answer = await call();
  return [answer, performance.now() - started];
}

const countOf = async (query: PromiseLike<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);

function livePurchases(t: AppUnderTest, connectionId: string, complete = false) {
  return countOf(
    t.db
      .select({ value: count() })
      .from(purchases)
      .where(
        and(
          eq(purchases.connectionId, connectionId),
          complete ? eq(purchases.status, 'PURCHASE_COMPLETE') : inArray(purchases.status, [...livePurchaseStatuses]),
        ),
      ),
  );
}

/**
 * A mobile-billed (type 6) purchase while the operator misbehaves, a retry while it still does, then a
 * retry once it is well again: every charge in the operator's ledger must end as one complete purchase,
 * and no charge without one.
 */
const operatorCase = (fault: Fault): AdapterFaultCase => ({
  adapter: 'operator billing',
  fault,
  async round(t, { operator }) {
    // Any last digit but 1-4, which the sandbox operator gives a meaning of its own.
    const mobile = `07${String(randomInt(10_000_000)).padStart(7, '0')}5`;
    const account = await createAccount(t.db, { connections: [{ connectionType: 6, serviceType: 'Mobitel', mobile }] });
    const [connectionId = ''] = account.connectionIds;
    const who = { accountId: account.id, connectionId, headers: bearer(await loginToken(t.app, account)) };
    const page = await productPage(t, who, 'hbo');
    const retry = (transactionId: string) =>
      t.app.inject({ method: 'POST', url: `/api/mobitel/v1/payments/${transactionId}/retry`, headers: who.headers });
    const pending = async (transactionId: string) => {
      const [row] = await t.db
        .select({ status: transactions.status })
        .from(transactions)
        .where(eq(transactions.id, transactionId));
      return row?.status === 'PENDING' || row?.status === 'RETRY';
    };

    operator.fault = fault;
    const statuses: number[] = [];
    const waits: number[] = [];
    let transactionId = '';
    try {
      const [bought, wait] = await timed(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/mobitel/v1/purchases',
          headers: who.headers,
          payload: {
            purchaseOptionId: demo.optionId('hbo', 'monthly'),
            currency: 'LKR',
            amount: page.purchaseOption?.purchasePrice,
            productId: page.id,
            userId: who.accountId,
            userConnectionId: who.connectionId,
            userConnectionType: 'mobitel',
            pin: DEFAULT_PIN,
          },
        }),
      );
      statuses.push(bought.statusCode);
      waits.push(wait);
      transactionId = bought.statusCode === 200 ? (bought.json<TransactionResult>().transactionId ?? '') : '';
      if (transactionId && (await pending(transactionId))) {
        const [again, retryWait] = await timed(() => retry(transactionId));
        statuses.push(again.statusCode);
        waits.push(retryWait);
      }
    } finally {
      operator.fault = 'none';
    }
    if (transactionId && (await pending(transactionId))) statuses.push((await retry(transactionId)).statusCode);

    const charges = operator.chargesTo(mobile);
    const paid = await countOf(
      t.db
        .select({ value: count() })
        .from(transactions)
        .where(and(eq(transactions.connectionId, who.connectionId), eq(transactions.status, 'SUCCESS'))),
    );
    const entitlements = await livePurchases(t, who.connectionId, true);
    // Failing throws before the operator charges; slow and timing out charge once.
    const expectedCharges = fault === 'failing' ? 0 : 1;
    return {
      statuses,
      slowestMs: Math.max(...waits),
      charges,
      entitlements,
      asExpected:
        statuses.every((status) => status === 200) &&
        charges === expectedCharges &&
        paid === charges &&
        entitlements === charges,
    };
  },
});

/** A bill-paid purchase while the TV platform misbehaves: one bill line, one live purchase, never a 5xx. */
const provisioningCase = (fault: Fault): AdapterFaultCase => ({
  adapter: 'provisioning',
  fault,
  async round(t, { platform }) {
    const who = await newSubscriber(t);
    const body = await hboSubscribeBody(t, who);
    platform.fault = fault;
    const [response, wait] = await timed(() => subscribe(t, who, body)).finally(() => {
      platform.fault = 'none';
    });
    const charges = await countOf(
      t.db.select({ value: count() }).from(billLines).where(eq(billLines.connectionId, who.connectionId)),
    );
    const entitlements = await livePurchases(t, who.connectionId);
    return {
      statuses: [response.statusCode],
      slowestMs: wait,
      charges,
      entitlements,
      asExpected: response.statusCode === 200 && charges === 1 && entitlements === 1,
    };
  },
});

/** A card payer (type 7) whose monthly subscription (450 a month) is due today, first paid with `cardNumber`. */
export async function dueCardSubscription(t: AppUnderTest, cardNumber = '4916217501611292') {
  const account = await createAccount(t.db, { connections: [{ connectionType: 7, serviceType: 'Prepaid' }] });
  const [connectionId = ''] = account.connectionIds;
  const billingEndDate = new Date().toISOString().slice(0, 10);
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    billingEndDate,
  });
  await t.db.update(purchases).set({ price: 450 }).where(eq(purchases.id, purchaseId));
  const first = await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber });
  return { connectionId, purchaseId, firstOrderId: first.orderId, customerToken: first.customerToken, billingEndDate };
}

/** Makes a purchase's open renewal charges older than the sweep's grace, as the next hourly sweep finds them. */
export async function ageCardRenewals(t: AppUnderTest, purchaseId: string): Promise<void> {
  await t.db
    .update(transactions)
    .set({ createdAt: new Date(Date.now() - CARD_RENEWAL_GRACE_MS - 60_000) })
    .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.purpose, 'RENEWAL')));
}

/**
 * A card payer's renewal while the gateway's merchant API misbehaves, then, once it is well, the
 * sweep's reconciliation of the charge left open, twice, and the renewal step again (a second sweep):
 * every charge the gateway took must end as one renewed period, and no period without one. The renewal
 * and reconciliation steps of the sweep are called for this subscription alone, so the demo data's own
 * due items do not stand in the way.
 */
const cardCase = (fault: Fault): AdapterFaultCase => ({
  adapter: 'card gateway',
  fault,
  async round(t, { cards }) {
    const due = await dueCardSubscription(t);
    const rates = await activeTaxRates(t.db, new Date());
    // Without dunning retries: a refused renewal suspends at once, which the case checks.
    const dunning = {
      retryDays: [],
      publicUrl: t.app.config.publicUrl,
      sms: t.app.integrations.sms,
      email: t.app.integrations.email,
    };
    const renew = () => renewSubscription(t.db, t.app.integrations, due.purchaseId, due.billingEndDate, rates, dunning);
    cards.fault = fault;
    const [, wait] = await timed(renew).finally(() => {
      cards.fault = 'none';
    });
    await ageCardRenewals(t, due.purchaseId);
    for (let sweep = 0; sweep < 2; sweep += 1) {
      for (const id of await openCardRenewals(t.db, new Date(Date.now() - CARD_RENEWAL_GRACE_MS), null, 100)) {
        await reconcileCardRenewal(t.db, t.app.integrations, id, dunning);
      }
      await renew();
    }

    const charges = cards.chargesFor(due.customerToken);
    const [purchase] = await t.db
      .select({ billingEndDate: purchases.billingEndDate })
      .from(purchases)
      .where(eq(purchases.id, due.purchaseId));
    const [connection] = await t.db
      .select({ status: connections.status })
      .from(connections)
      .where(eq(connections.id, due.connectionId));
    const entitlements = purchase?.billingEndDate === due.billingEndDate ? 0 : 1;
    const renewals = await t.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.purchaseId, due.purchaseId), eq(transactions.purpose, 'RENEWAL')));
    // Failing throws before the gateway charges: the order is unknown to it, so the renewal fails once.
    const expectedCharges = fault === 'failing' ? 0 : 1;
    return {
      statuses: [],
      slowestMs: wait,
      charges,
      entitlements,
      asExpected:
        charges === expectedCharges &&
        entitlements === charges &&
        renewals.length === 1 &&
        renewals[0]?.status === (charges === 1 ? 'SUCCESS' : 'FAILURE') &&
        connection?.status === (charges === 1 ? 'active' : 'suspended'),
    };
  },
});

const faults: Fault[] = ['slow', 'failing', 'timing out'];

export const adapterFaultCases: AdapterFaultCase[] = [
  ...faults.map(operatorCase),
  ...faults.map(provisioningCase),
  ...faults.map(cardCase),
];
