import type { RegistrationCompletion, UiLanguage } from '@selfcare/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  connections,
  products,
  productTypes,
  purchases,
  unremovedLivePurchaseStatuses,
} from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { dataBundlePurchaseStatus } from '../billing/data-bundles';
import { latestConnectionPayment } from '../purchasing/payment-reference';
import type { RegistrationTarget } from './access';

/** GET /registration/{connectionId}/completion: what /auth and /authcode show. */
export async function getRegistrationCompletion(
  db: DbOrTx,
  target: RegistrationTarget,
  language: UiLanguage,
): Promise<RegistrationCompletion> {
  const [row] = await db
    .select({ connection: connections, email: accounts.email })
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(eq(connections.id, target.connectionId));
  // A newer sign-up on the same line or address may have replaced this unfinished one.
  if (!row) throw notFound();
  const live = await db
    .select({
      productId: products.id,
      typeName: productTypes.typeName,
      name: products.name,
      price: purchases.price,
      tax: purchases.taxAmount,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        eq(purchases.connectionId, target.connectionId),
        inArray(purchases.status, [...unremovedLivePurchaseStatuses]),
      ),
    )
    .orderBy(desc(purchases.purchasedAt));
  const base = live.find((purchase) => purchase.typeName === 'package');
  const dataBundle = live.find((purchase) => purchase.typeName === 'databundle');
  // A suspended connection choosing a new package (decision 0009) is not done until that package is paid:
  // its registration was completed long ago, but /paymentStatus waits on this flag for the card payment.
  const completed = row.connection.status !== 'pending_registration' && row.connection.status !== 'suspended';
  return {
    completed,
    authCode: completed ? row.connection.validationCode : null,
    email: row.email,
    telephoneNumber: row.connection.telephoneNumber,
    mobile: row.connection.mobile,
    connectionType: row.connection.connectionType,
    serviceType: row.connection.serviceType as RegistrationCompletion['serviceType'],
    broadband: row.connection.broadband,
    dataBundleIncluded: dataBundle !== undefined,
    dataBundleStatus: dataBundle
      ? await dataBundlePurchaseStatus(db, row.connection.id, dataBundle.productId, language)
      : null,
    productName: base?.name ?? null,
    amount: base ? Math.round((base.price + base.tax) * 100) / 100 : null,
    payment: await latestConnectionPayment(db, target.connectionId),
  };
}
