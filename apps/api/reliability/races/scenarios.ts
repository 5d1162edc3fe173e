import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  basePackageChanges,
  billLines,
  cardTokens,
  livePurchaseStatuses,
  promotionalVouchers,
  purchasedVouchers,
  purchases,
  transactions,
} from '../../src/db/schema';
import { giftVoucherId } from '../../src/db/seed/promotions/gift-vouchers';
import { SANDBOX_RENEWING_CARD, sandboxCustomerToken } from '../../src/integrations/sandbox-payhere-merchant';
import { DEFAULT_PIN } from '../../test/factories';
import { peoPremiumUpgradeOfPeoFamily } from '../../test/purchases';
import {
  type AppUnderTest,
  cardNotification,
  hboSubscribeBody,
  newSubscriber,
  openCardCheckout,
  postCardNotification,
  SUBSCRIPTION,
  subscribe,
  uniqueAddress,
  uniqueKey,
} from '../subscribers';

/** One round of a race: every racer's status, and each effect counted in the database afterwards. */
export interface RaceRound {
  statuses: number[];
  /** Effect name to [expected, found]. */
  effects: Record<string, [number, number]>;
}

export interface RaceScenario {
  name: string;
  /** The statuses a racer may get: the winner's, the replayed answer's and the losers' refusals. */
  allowed: number[];
  round(t: AppUnderTest, racers: number): Promise<RaceRound>;
}

const statusesOf = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);
const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

async function countRows(query: PromiseLike<{ value: number }[]>): Promise<number> {
  return Number((await query)[0]?.value ?? 0);
}

function livePurchasesOf(t: AppUnderTest, connectionId: string) {
  return countRows(
    t.db
      .select({ value: count() })
      .from(purchases)
      .where(and(eq(purchases.connectionId, connectionId), inArray(purchases.status, [...livePurchaseStatuses]))),
  );
}

function billLinesOf(t: AppUnderTest, connectionIds: string[]) {
  return countRows(
    t.db.select({ value: count() }).from(billLines).where(inArray(billLines.connectionId, connectionIds)),
  );
}

/** N identical subscribes by one subscriber: with one key, and with a key each (a double click). */
const subscribeRace = (sameKey: boolean): RaceScenario => ({
  name: sameKey ? 'subscribe, one Idempotency-Key' : 'subscribe, a key each',
  allowed: [200, 409],
  async round(t, racers) {
    const who = await newSubscriber(t);
    const body = await hboSubscribeBody(t, who);
    const key = uniqueKey('race');
    const responses = await times(racers, () => subscribe(t, who, body, sameKey ? key : uniqueKey('race')));
    return {
      statuses: statusesOf(responses),
      effects: {
        'live purchases': [1, await livePurchasesOf(t, who.connectionId)],
        'bill lines': [1, await billLinesOf(t, [who.connectionId])],
      },
    };
  },
});

/** N subscribers typing one single-use promotional code into a purchase at once. */
const singleUseVoucher: RaceScenario = {
  name: 'single-use voucher, N connections',
  allowed: [200, 422],
  async round(t, racers) {
    const code = `RACE${uniqueKey('').replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    const [voucher] = await t.db
      .insert(promotionalVouchers)
      .values({
        code,
        name: 'Single use',
        imageUrl: '/media/voucher/once.svg',
        discountType: 'AMOUNT',
        value: 50,
        validFrom: new Date('2025-01-01'),
        validTo: new Date('2030-12-31'),
        maxUses: 1,
      })
      .returning({ id: promotionalVouchers.id });
    const buyers = await times(racers, () => newSubscriber(t));
    const bodies = await Promise.all(buyers.map((who) => hboSubscribeBody(t, who, { amount: 400, voucherCode: code })));
    const responses = await Promise.all(
      buyers.map((who, index) => subscribe(t, who, bodies[index] ?? {}, undefined, uniqueAddress())),
    );
    const uses = await countRows(
      t.db
        .select({ value: count() })
        .from(purchases)
        .where(eq(purchases.promotionalVoucherId, voucher?.id ?? '')),
    );
    return {
      statuses: statusesOf(responses),
      effects: {
        'voucher uses': [1, uses],
        'bill lines': [
          1,
          await billLinesOf(
            t,
            buyers.map((who) => who.connectionId),
          ),
        ],
      },
    };
  },
};

/** N gift voucher purchases on the bill with one Idempotency-Key. */
const giftVoucherPurchase: RaceScenario = {
  name: 'gift voucher purchase, one key',
  allowed: [200, 409],
  async round(t, racers) {
    const who = await newSubscriber(t);
    const key = uniqueKey('gift');
    const responses = await times(racers, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/promotions/v1/vouchers/purchase',
        headers: { ...who.headers, 'idempotency-key': key },
        payload: {
          userConnectionId: who.connectionId,
          userConnectionType: 1,
          voucherId: giftVoucherId('movie-lover-1000'),
          pin: DEFAULT_PIN,
        },
      }),
    );
    const vouchers = await countRows(
      t.db
        .select({ value: count() })
        .from(purchasedVouchers)
        .where(eq(purchasedVouchers.connectionId, who.connectionId)),
    );
    return {
      statuses: statusesOf(responses),
      effects: { 'vouchers issued': [1, vouchers], 'bill lines': [1, await billLinesOf(t, [who.connectionId])] },
    };
  },
};

/** The card gateway's success notification for one order, delivered N times at once. */
const cardNotify: RaceScenario = {
  name: 'card notify, one order N times',
  allowed: [200],
  async round(t, racers) {
    const who = await newSubscriber(t, 7);
    const checkout = await openCardCheckout(t, who);
    const fields = cardNotification(t, { orderId: checkout.orderId, amount: checkout.amount, statusCode: 2 });
    const responses = await times(racers, () => postCardNotification(t, fields));
    const paid = responses.filter((response) => response.json<{ effect?: string }>().effect === 'paid').length;
    const settled = await countRows(
      t.db
        .select({ value: count() })
        .from(transactions)
        .where(and(eq(transactions.connectionId, who.connectionId), eq(transactions.status, 'SUCCESS'))),
    );
    const complete = await countRows(
      t.db
        .select({ value: count() })
        .from(purchases)
        .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.status, 'PURCHASE_COMPLETE'))),
    );
    return {
      statuses: statusesOf(responses),
      effects: {
        "'paid' answers": [1, paid],
        'successful payments': [1, settled],
        'complete purchases': [1, complete],
      },
    };
  },
};

/**
 * PayHere's approval of a subscription's preapproval, delivered N times at once: the card is kept once
 * and the payment charged once on it (decision 0058).
 */
const cardPreapproval: RaceScenario = {
  name: 'card preapproval, one approval N times',
  allowed: [200],
  async round(t, racers) {
    const who = await newSubscriber(t, 7);
    const checkout = await openCardCheckout(t, who, SUBSCRIPTION);
    const fields = cardNotification(t, {
      orderId: checkout.orderId,
      amount: '0.00',
      statusCode: 2,
      customerToken: sandboxCustomerToken(SANDBOX_RENEWING_CARD),
    });
    const responses = await times(racers, () => postCardNotification(t, fields));
    const paid = responses.filter((response) => response.json<{ effect?: string }>().effect === 'paid').length;
    const charged = await countRows(
      t.db
        .select({ value: count() })
        .from(transactions)
        .where(and(eq(transactions.connectionId, who.connectionId), eq(transactions.status, 'SUCCESS'))),
    );
    const cards = await countRows(
      t.db
        .select({ value: count() })
        .from(cardTokens)
        .where(and(eq(cardTokens.accountId, who.accountId), isNull(cardTokens.forgottenAt))),
    );
    return {
      statuses: statusesOf(responses),
      effects: { "'paid' answers": [1, paid], 'charged payments': [1, charged], 'cards on file': [1, cards] },
    };
  },
};

/** N upgrades of one connection's base package at once. */
const packageChange: RaceScenario = {
  name: 'package change, N upgrades',
  allowed: [200, 409, 422],
  async round(t, racers) {
    const who = await newSubscriber(t);
    const payload = await peoPremiumUpgradeOfPeoFamily(t.db, who);
    const responses = await times(racers, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/v1/billing/user-purchase/basepackage/change',
        headers: who.headers,
        payload,
      }),
    );
    const changes = await countRows(
      t.db
        .select({ value: count() })
        .from(basePackageChanges)
        .where(eq(basePackageChanges.connectionId, who.connectionId)),
    );
    const packages = await countRows(
      t.db
        .select({ value: count() })
        .from(purchases)
        .where(
          and(
            eq(purchases.connectionId, who.connectionId),
            eq(purchases.status, 'PURCHASE_COMPLETE'),
            isNotNull(purchases.purchaseOptionId),
          ),
        ),
    );
    return {
      statuses: statusesOf(responses),
      effects: { 'package changes': [1, changes], 'live packages': [1, packages] },
    };
  },
};

export const raceScenarios: RaceScenario[] = [
  subscribeRace(true),
  subscribeRace(false),
  singleUseVoucher,
  giftVoucherPurchase,
  cardNotify,
  cardPreapproval,
  packageChange,
];
