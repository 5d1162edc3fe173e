import { randomBytes, randomUUID } from 'node:crypto';
import { ConnectionType, ServiceType, type ServiceTypeLabel } from '@selfcare/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  accounts,
  cardPreapprovals,
  connectionRegistrations,
  connections,
  devices,
  giftVouchers,
  products,
  productTypes,
  profiles,
  purchasedVouchers,
  purchases,
  sessions,
  transactions,
} from '../../src/db/schema';
import { DEMO_PARENTAL_PIN, DEMO_PASSWORD } from '../../src/db/seed/demo-subscribers';
import { hashPin } from '../../src/lib/pin-hash';
import { demo } from '../catalogue';
import { createAccount } from '../factories';
import type { OwnedKind } from './id-fields';

export type OwnedIds = Record<OwnedKind, string>;

/** The victim: a demo subscriber with a connection, purchases, devices, profiles, card payments and bought vouchers. */
export const VICTIM_EMAIL = 'prepaid@selfcare.lk';
const VICTIM_CONNECTION = demo.connectionId('dilani-prepaid');

export interface Victim {
  email: string;
  ids: OwnedIds;
  /** A product the victim bought and its option: real catalogue values for the fields beside the ids. */
  product: { id: string; optionId: string; typeId: string };
  connection: { connectionType: number; serviceType: ServiceTypeLabel };
  /** A gift voucher of the store (public): the one the voucher purchase names. */
  giftVoucherId: string;
  /** A data bundle of the catalogue: the data bundle status route takes only those. */
  dataBundleId: string;
  /** Every string of the victim's that must not appear in an answer to someone else. */
  secrets: string[];
}

/** One of each object the victim owns, read from the seeded demo data. */
export async function loadVictim(db: Database): Promise<Victim> {
  const [connection] = await db.select().from(connections).where(eq(connections.id, VICTIM_CONNECTION));
  if (!connection) throw new Error(`the seed has no connection ${VICTIM_CONNECTION}`);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, connection.accountId));
  const deviceRows = await db.select().from(devices).where(eq(devices.connectionId, connection.id));
  const profileRows = await db.select().from(profiles).where(eq(profiles.connectionId, connection.id));
  const purchaseRows = await db
    .select({ id: purchases.id, productId: purchases.productId, optionId: purchases.purchaseOptionId })
    .from(purchases)
    .where(and(eq(purchases.connectionId, connection.id), isNotNull(purchases.purchaseOptionId)));
  const packageRows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(productTypes.typeName, 'package'));
  const packageIds = new Set(packageRows.map((row) => row.id));
  const transactionRows = await db.select().from(transactions).where(eq(transactions.connectionId, connection.id));
  const voucherRows = await db
    .select()
    .from(purchasedVouchers)
    .where(eq(purchasedVouchers.connectionId, connection.id));
  const [device] = deviceRows;
  const profile = profileRows.find((row) => !row.defaultProfile) ?? profileRows[0];
  // A base package, so the routes that take one (allowed packages, reactivation) get a real one.
  const purchase = purchaseRows.find((row) => packageIds.has(row.productId)) ?? purchaseRows[0];
  const [transaction] = transactionRows;
  const [voucher] = voucherRows;
  if (!account || !device || !profile || !purchase?.optionId || !transaction || !voucher) {
    throw new Error(`${VICTIM_EMAIL} lacks an object the matrix needs`);
  }
  const [product] = await db.select().from(products).where(eq(products.id, purchase.productId));
  if (!product) throw new Error(`no product ${purchase.productId}`);
  const [giftVoucher] = await db.select({ id: giftVouchers.id }).from(giftVouchers).limit(1);
  if (!giftVoucher) throw new Error('the seed has no gift voucher');
  const [dataBundle] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(productTypes.typeName, 'databundle'))
    .limit(1);
  if (!dataBundle) throw new Error('the seed has no data bundle');
  const registering = await addRegisteringConnection(db, account.id);
  // A card replacement the victim started (the seed has none).
  const [preapproval] = await db
    .insert(cardPreapprovals)
    .values({ accountId: account.id, connectionId: connection.id, orderId: `PRE${randomUUID()}` })
    .returning({ id: cardPreapprovals.id });
  if (!preapproval) throw new Error('the preapproval insert returned no row');
  // A signed-in browser of the victim's (the session list's DELETE takes one).
  const [session] = await db
    .insert(sessions)
    .values({ id: randomUUID(), accountId: account.id, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('the session insert returned no row');

  const secrets = [
    account.id,
    account.email,
    account.firstName,
    account.lastName,
    connection.id,
    connection.name,
    connection.mobile,
    connection.telephoneNumber,
    connection.accountNumber,
    connection.validationCode,
    ...deviceRows.flatMap((row) => [row.id, row.name, row.deviceUid]),
    ...profileRows.flatMap((row) => [row.id, row.name]),
    ...purchaseRows.map((row) => row.id),
    ...transactionRows.map((row) => row.id),
    ...voucherRows.flatMap((row) => [row.id, row.code]),
    registering,
  ];
  return {
    email: account.email,
    ids: {
      connection: connection.id,
      account: account.id,
      purchase: purchase.id,
      transaction: transaction.id,
      device: device.id,
      profile: profile.id,
      boughtVoucher: voucher.id,
      registeringConnection: registering,
      preapproval: preapproval.id,
      session: session.id,
    },
    giftVoucherId: giftVoucher.id,
    dataBundleId: dataBundle.id,
    product: { id: product.id, optionId: purchase.optionId, typeId: product.productTypeId },
    connection: { connectionType: connection.connectionType, serviceType: connection.serviceType as ServiceTypeLabel },
    // Short words (a first name) could turn up by chance in a message; 4 characters or more are telling.
    secrets: [...new Set(secrets.filter((value): value is string => typeof value === 'string' && value.length >= 4))],
  };
}

/**
 * A connection the victim is adding and has not finished registering (an operator-billed line, as the
 * consent step needs): the registration routes take only such connections.
 */
async function addRegisteringConnection(db: Database, accountId: string): Promise<string> {
  const id = randomUUID();
  await db.insert(connections).values({
    id,
    accountId,
    position: 9,
    connectionType: ConnectionType.mobileOperator,
    serviceType: ServiceType.mobileOperator,
    status: 'pending_registration',
    name: 'Registering line',
    broadband: false,
    mobile: '0779876543',
    validationCode: randomBytes(5).toString('hex').toUpperCase(),
    parentalPinHash: hashPin(id, DEMO_PARENTAL_PIN),
  });
  await db.insert(connectionRegistrations).values({ connectionId: id, step: 'details_submitted', firstName: 'Dilani' });
  return id;
}

/** The intruder: logged in, with a connection of the victim's type and a profile, and nothing else. */
export async function createIntruder(db: Database, connection: Victim['connection']) {
  const account = await createAccount(db, {
    firstName: 'Intruder',
    connections: [
      {
        ...connection,
        profiles: [{ name: 'Intruder', defaultProfile: true }],
      },
    ],
  });
  const [connectionId] = account.connectionIds;
  if (!connectionId) throw new Error('the intruder has no connection');
  return { ...account, connectionId };
}

export const victimLogin = { password: DEMO_PASSWORD, pin: DEMO_PARENTAL_PIN };
