import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connections, products, purchases, transactions } from '../../db/schema';
import type { PayHereCardGateway } from '../../integrations/payhere-card-gateway';
import { gatewayAmount } from '../../integrations/payhere-card-gateway';
import { notFound } from '../../lib/api-error';

/**
 * The notification the sandbox bank sends when it takes back the latest paid card payment for a
 * subscriber's product (PayHere's status -3), signed as PayHere signs it: a tester's way to see a
 * chargeback (decision 0052) without knowing order ids.
 */
export async function chargebackNotification(
  db: DbOrTx,
  gateway: PayHereCardGateway,
  merchantId: string,
  target: { email: string; product: string },
): Promise<Record<string, string>> {
  const [paid] = await db
    .select({
      orderId: transactions.gatewayOrderId,
      paymentId: transactions.gatewayPaymentId,
      amount: transactions.amount,
      method: transactions.method,
      cardMask: transactions.cardMask,
    })
    .from(transactions)
    .innerJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(
      and(
        eq(accounts.email, target.email.toLowerCase()),
        eq(products.name, target.product),
        eq(transactions.channel, 'CARD'),
        eq(transactions.status, 'SUCCESS'),
        isNotNull(transactions.gatewayOrderId),
        isNull(transactions.chargedBackAt),
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  if (!paid?.orderId) throw notFound();
  const amount = gatewayAmount(paid.amount);
  const statusCode = '-3';
  return {
    merchant_id: merchantId,
    order_id: paid.orderId,
    payment_id: paid.paymentId ?? '',
    payhere_amount: amount,
    payhere_currency: 'LKR',
    status_code: statusCode,
    md5sig: gateway.notificationSignature({ orderId: paid.orderId, amount, currency: 'LKR', statusCode }),
    status_message: 'Payment charged back',
    method: paid.method ?? '',
    card_no: paid.cardMask ?? '',
  };
}
