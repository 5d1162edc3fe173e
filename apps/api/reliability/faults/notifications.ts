import { and, count, eq } from 'drizzle-orm';
import { purchases, transactions } from '../../src/db/schema';
import {
  type AppUnderTest,
  cardNotification,
  newSubscriber,
  openCardCheckout,
  postCardNotification,
} from '../subscribers';

const PAID = 2;
const FAILED = -2;
const PENDING = 0;

/** What the gateway sends for one order, in order: a status code, or a spoiled notification. */
type Delivery = { statusCode: number; forged?: boolean; amountOff?: boolean };

/** The card payment and purchase a delivery sequence must leave, whatever else arrived. */
interface Expected {
  payment: 'SUCCESS' | 'FAILURE' | 'PENDING';
  purchase: 'PURCHASE_COMPLETE' | 'PURCHASE_FAILED' | 'PURCHASE_PENDING';
  /** Notifications the api must refuse (400): forged or with the wrong amount. */
  refused: number;
}

export interface NotificationFault {
  name: string;
  deliveries: Delivery[];
  expected: Expected;
}

export const notificationFaults: NotificationFault[] = [
  {
    name: 'duplicated success',
    deliveries: [{ statusCode: PAID }, { statusCode: PAID }, { statusCode: PAID }],
    expected: { payment: 'SUCCESS', purchase: 'PURCHASE_COMPLETE', refused: 0 },
  },
  {
    name: 'failure after success',
    deliveries: [{ statusCode: PAID }, { statusCode: FAILED }],
    expected: { payment: 'SUCCESS', purchase: 'PURCHASE_COMPLETE', refused: 0 },
  },
  {
    // Settled once: a success after a failure is acknowledged, audited and ignored (section 7 of security.md).
    name: 'success after failure',
    deliveries: [{ statusCode: FAILED }, { statusCode: PAID }],
    expected: { payment: 'FAILURE', purchase: 'PURCHASE_FAILED', refused: 0 },
  },
  {
    name: 'success after pending',
    deliveries: [{ statusCode: PENDING }, { statusCode: PAID }],
    expected: { payment: 'SUCCESS', purchase: 'PURCHASE_COMPLETE', refused: 0 },
  },
  {
    name: 'forged signature',
    deliveries: [{ statusCode: PAID, forged: true }],
    expected: { payment: 'PENDING', purchase: 'PURCHASE_PENDING', refused: 1 },
  },
  {
    name: 'wrong amount',
    deliveries: [{ statusCode: PAID, amountOff: true }],
    expected: { payment: 'PENDING', purchase: 'PURCHASE_PENDING', refused: 1 },
  },
  {
    name: 'forged, then the real success',
    deliveries: [{ statusCode: PAID, forged: true }, { statusCode: PAID }],
    expected: { payment: 'SUCCESS', purchase: 'PURCHASE_COMPLETE', refused: 1 },
  },
];

export interface NotificationFaultRound {
  notifications: number;
  refused: number;
  serverErrors: number;
  /** The payment, purchase and refusals were as expected. */
  asExpected: boolean;
  /** Successful card payments of the connection: at most one, and one exactly when the payment succeeded. */
  charges: number;
  expectedCharges: number;
  found: string;
}

/** One order: a card checkout, then the fault's deliveries in order, then the rows they left. */
export async function notificationFaultRound(
  t: AppUnderTest,
  fault: NotificationFault,
): Promise<NotificationFaultRound> {
  const who = await newSubscriber(t, 7);
  const checkout = await openCardCheckout(t, who);
  const statuses: number[] = [];
  for (const delivery of fault.deliveries) {
    const amount = delivery.amountOff ? (Number(checkout.amount) - 1).toFixed(2) : checkout.amount;
    const fields = cardNotification(t, { orderId: checkout.orderId, amount, ...delivery });
    statuses.push((await postCardNotification(t, fields)).statusCode);
  }
  const [payment] = await t.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.id, checkout.transactionId));
  const [purchase] = await t.db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.connectionId, who.connectionId));
  const [charges] = await t.db
    .select({ value: count() })
    .from(transactions)
    .where(and(eq(transactions.connectionId, who.connectionId), eq(transactions.status, 'SUCCESS')));
  const refused = statuses.filter((status) => status === 400).length;
  const expectedCharges = fault.expected.payment === 'SUCCESS' ? 1 : 0;
  const chargeCount = Number(charges?.value ?? 0);
  return {
    notifications: statuses.length,
    refused,
    serverErrors: statuses.filter((status) => status >= 500).length,
    asExpected:
      payment?.status === fault.expected.payment &&
      purchase?.status === fault.expected.purchase &&
      refused === fault.expected.refused &&
      statuses.every((status) => status === 200 || status === 400) &&
      chargeCount === expectedCharges,
    charges: chargeCount,
    expectedCharges,
    found: `${payment?.status ?? 'none'} / ${purchase?.status ?? 'none'}`,
  };
}
