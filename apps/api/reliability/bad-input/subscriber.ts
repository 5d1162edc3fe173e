import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  accounts,
  connections,
  devices,
  giftVouchers,
  products,
  productTypes,
  profiles,
  purchaseOptions,
  purchases,
} from '../../src/db/schema';
import { DEMO_PARENTAL_PIN } from '../../src/db/seed/demo-subscribers';
import { createSession, isSessionActive } from '../../src/modules/auth/sessions';
import type { KnownValues } from '../valid-values';
import type { Session } from './fuzz';

/** The demo subscriber whose token the fuzzer sends: two connections with purchases, devices and profiles. */
export const FUZZ_SUBSCRIBER = 'tv@selfcare.lk';

/**
 * Real ids for the fields that name things, most of the time, so a request gets past "not found" into
 * the code behind it; sometimes a random uuid, which names nothing.
 */
export async function knownValues(db: Database): Promise<KnownValues> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, FUZZ_SUBSCRIBER));
  if (!account) throw new Error(`the seed has no ${FUZZ_SUBSCRIBER}`);
  const connectionIds = (
    await db.select({ id: connections.id }).from(connections).where(eq(connections.accountId, account.id))
  ).map((row) => row.id);
  const owned = inArray(devices.connectionId, connectionIds);
  const deviceIds = (await db.select({ id: devices.id }).from(devices).where(owned)).map((row) => row.id);
  const profileIds = (
    await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.connectionId, connectionIds))
  ).map((row) => row.id);
  const purchaseIds = (
    await db.select({ id: purchases.id }).from(purchases).where(inArray(purchases.connectionId, connectionIds))
  ).map((row) => row.id);
  const productIds = (await db.select({ id: products.id }).from(products).limit(40)).map((row) => row.id);
  const optionIds = (await db.select({ id: purchaseOptions.id }).from(purchaseOptions).limit(40)).map((row) => row.id);
  const typeIds = (await db.select({ id: productTypes.id }).from(productTypes)).map((row) => row.id);
  const giftIds = (await db.select({ id: giftVouchers.id }).from(giftVouchers)).map((row) => row.id);

  const real = (ids: string[]) =>
    ids.length
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid({ version: 4 }) })
      : fc.uuid({ version: 4 });
  const connection = real(connectionIds);
  const productType = real(typeIds);
  const option = real(optionIds);
  return {
    conid: connection,
    conId: connection,
    connectionId: connection,
    userConnectionId: connection,
    userId: real([account.id]),
    userAccountId: real([account.id]),
    deviceId: real(deviceIds),
    purchaseId: real(purchaseIds),
    productId: real(productIds),
    purchaseOptionId: option,
    purchaseOption: option,
    productTypeId: productType,
    productType,
    typeid: productType,
    voucherId: real(giftIds),
    id: real([...connectionIds, ...profileIds, ...productIds.slice(0, 10), ...giftIds]),
    pin: fc.constantFrom(DEMO_PARENTAL_PIN, '0000'),
    username: fc.constantFrom(FUZZ_SUBSCRIBER, 'nobody@example.com'),
    start: fc.constant(isoDate(-30)),
    end: fc.constant(isoDate(0)),
  };
}

/** A session of the fuzz subscriber made directly (no login, so no login limit), renewed when a request ends it. */
export async function fuzzSession(app: FastifyInstance, db: Database): Promise<Session> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, FUZZ_SUBSCRIBER));
  if (!account) throw new Error(`the seed has no ${FUZZ_SUBSCRIBER}`);
  const mint = async () => {
    const session = await createSession(db, account.id, 60, { userAgent: 'fuzz', country: null, deviceId: null });
    const token = await app.sessionTokens.sign({ accountId: account.id, ...session, sessionId: session.id });
    const claims = {
      accountId: account.id,
      sessionId: session.id,
      issuedAt: Math.floor(session.issuedAt.getTime() / 1000),
    };
    return { token, claims };
  };
  let current = await mint();
  return {
    token: async () => current.token,
    refresh: async () => {
      if (!(await isSessionActive(db, current.claims))) current = await mint();
    },
  };
}

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
