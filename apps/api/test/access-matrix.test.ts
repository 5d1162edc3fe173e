import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseSnapshot, TABLES_CHANGED_BY_REFUSALS } from '../reliability/database-snapshot';
import { apiOperations, type Operation, operationName } from '../reliability/openapi';
import type { KnownValues } from '../reliability/valid-values';
import { accountTwoStep } from '../src/db/schema';
import {
  codeOf,
  SECOND_STEP,
  secondStepOf,
  sendCode,
  TWO_STEP,
  withAuthenticator,
} from '../src/modules/auth/two-step-test-kit';
import { createIntruder, loadVictim, type OwnedIds, type Victim, victimLogin } from './access-matrix/fixtures';
import { classify, type IdField, idFieldsOf, type OwnedKind } from './access-matrix/id-fields';
import { buildRequest, type IdFiller } from './access-matrix/requests';
import { createSeededTestApp, type TestApp } from './app';
import { dateFromToday, demoToken } from './catalogue';
import { bearer, createAccount, loginToken } from './factories';

/**
 * Issue 8's access-control matrix (OWASP API1): every route of the OpenAPI document whose path, query
 * or body names an account's object is called with another account's token and the victim's ids. The
 * answer must be 403 or 404, carry none of the victim's data, and change nothing but the records of
 * refusals (TABLES_CHANGED_BY_REFUSALS: the audit log, rate-limit counters). Routes are found, not
 * listed: a new route is covered as soon as it is in the document, and one with an id field the matrix
 * does not know fails the first test until the field is classified in access-matrix/id-fields.ts.
 */

let t: TestApp;
let operations: Operation[];
let victim: Victim;
let intruder: Awaited<ReturnType<typeof createIntruder>>;
let intruderToken: string;
let known: KnownValues;

beforeAll(async () => {
  t = await createSeededTestApp();
  operations = await apiOperations(t.app);
  victim = await loadVictim(t.db);
  intruder = await createIntruder(t.db, victim.connection);
  intruderToken = await loginToken(t.app, intruder);
  known = {
    productId: fc.constant(victim.product.id),
    id: fc.constant(victim.product.id),
    purchaseOptionId: fc.constant(victim.product.optionId),
    purchaseOption: fc.constant(victim.product.optionId),
    productTypeId: fc.constant(victim.product.typeId),
    productType: fc.constant(victim.product.typeId),
    typeid: fc.constant(victim.product.typeId),
    typeIds: fc.constant(victim.product.typeId),
    connectionType: fc.constant(victim.connection.connectionType),
    userConnectionType: fc.constant(victim.connection.connectionType),
    pin: fc.constant(victimLogin.pin),
    password: fc.constant(victimLogin.password),
    start: fc.constant(dateFromToday(-60)),
    end: fc.constant(dateFromToday(0)),
    currency: fc.constant('LKR'),
    voucherId: fc.constant(victim.giftVoucherId),
  };
});
afterAll(() => t.close());

const MIXED = "the intruder's own connection with the victim's other ids";

interface Target {
  operation: Operation;
  /** The owned id fields and their kinds. */
  owned: { field: IdField; kind: OwnedKind }[];
}

function targets(): Target[] {
  return operations.flatMap((operation) => {
    const owned = idFieldsOf(operation).flatMap((field) => {
      const classification = classify(operation, field);
      return classification.kind === 'owned' ? [{ field, kind: classification.owned }] : [];
    });
    return owned.length ? [{ operation, owned }] : [];
  });
}

/** Values one route needs beside the common ones, so the owner's call gets past its own checks. */
function knownFor(operation: Operation): KnownValues {
  if (operation.path.endsWith('/data-bundle-purchase-status')) {
    return { ...known, productId: fc.constant(victim.dataBundleId) };
  }
  return known;
}

const filler =
  (target: Target, ids: OwnedIds): IdFiller =>
  (field) => {
    const match = target.owned.find((entry) => entry.field.in === field.in && entry.field.name === field.name);
    return match ? ids[match.kind] : undefined;
  };

/** The victim's ids, and where a route takes a connection or account with other ids, the intruder's own
 * connection and account beside the victim's other objects (a check of the connection alone is not enough). */
function attacks(target: Target): { label: string; request: InjectOptions }[] {
  const all = {
    label: "the victim's ids",
    request: buildRequest(target.operation, filler(target, victim.ids), knownFor(target.operation), intruderToken),
  };
  const kinds = new Set(target.owned.map((entry) => entry.kind));
  const scoped = kinds.has('connection') || kinds.has('account');
  const others = [...kinds].some((kind) => kind !== 'connection' && kind !== 'account');
  if (!scoped || !others) return [all];
  const mixedIds = { ...victim.ids, connection: intruder.connectionId, account: intruder.id };
  const mixed = {
    label: MIXED,
    request: buildRequest(target.operation, filler(target, mixedIds), knownFor(target.operation), intruderToken),
  };
  return [all, mixed];
}

describe('access-control matrix', () => {
  it('knows every id-like field of every route (owned, or public with a reason)', () => {
    const unknown = operations.flatMap((operation) =>
      idFieldsOf(operation)
        .filter((field) => classify(operation, field).kind === 'unknown')
        .map((field) => `${operationName(operation)}: ${field.in} ${field.name}`),
    );
    expect(unknown, 'classify these in test/access-matrix/id-fields.ts').toEqual([]);
  });

  it('covers routes taking each kind of owned object', () => {
    const kinds = new Set(targets().flatMap((target) => target.owned.map((entry) => entry.kind)));
    expect([...kinds].sort()).toEqual(
      [
        'account',
        'boughtVoucher',
        'connection',
        'device',
        'profile',
        'purchase',
        'registeringConnection',
        'preapproval',
        'session',
        'transaction',
      ].sort(),
    );
    expect(targets().length).toBeGreaterThanOrEqual(50);
  });

  it("answers another account's ids with 403 or 404, none of the owner's data and no change", async () => {
    const before = await databaseSnapshot(t.db);
    const failures: string[] = [];
    for (const target of targets()) {
      for (const { label, request } of attacks(target)) {
        const response = await t.app.inject(request);
        const where = `${operationName(target.operation)} with ${label} (${request.method} ${request.url})`;
        if (!refused(response.statusCode, label)) {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const leaked = victim.secrets.filter((secret) => response.body.includes(secret));
        if (leaked.length) failures.push(`${where}: the answer carries ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    const allowed = new Set(Object.keys(TABLES_CHANGED_BY_REFUSALS));
    expect(changedTables(before, await databaseSnapshot(t.db), allowed)).toEqual([]);
  });

  it('lets the owner make the same calls past the ownership check, so the refusals above are about ownership', async () => {
    const ownerToken = await demoToken(t.app, victim.email);
    // Reads first, and ending the connection last: the owner's calls really change things.
    const ordered = [...targets()].sort((a, b) => rank(a.operation) - rank(b.operation));
    const failures: string[] = [];
    for (const target of ordered) {
      const request = buildRequest(
        target.operation,
        filler(target, victim.ids),
        knownFor(target.operation),
        ownerToken,
      );
      const response = await t.app.inject(request);
      if ([401, 403, 404].includes(response.statusCode)) {
        failures.push(`${operationName(target.operation)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Routes that act on the caller's own account and take no id (decision 0066): the token alone says
 * whose, so the matrix above has nothing to swap. Here another account's token must reach only its own
 * account: it reads its own choices, never the victim's, and its change leaves the victim's as they were.
 */
const OWN_ACCOUNT_PATHS = ['/api/users/v1/account/notification-preferences'];

describe("routes of the caller's own account", () => {
  it('are in the document with no id field for the matrix to attack', () => {
    const own = operations.filter((operation) => OWN_ACCOUNT_PATHS.includes(operation.path));
    expect(own.map((operation) => operation.method).sort()).toEqual(['GET', 'PUT']);
    expect(own.flatMap((operation) => idFieldsOf(operation))).toEqual([]);
  });

  it("give another account's token its own choices, and leave the owner's as they were", async () => {
    const [path = ''] = OWN_ACCOUNT_PATHS;
    const ownerToken = await demoToken(t.app, victim.email);
    const chosen = {
      renewalReminders: { sms: false, email: true },
      expiryReminders: { sms: true, email: false },
      paymentReceipts: { sms: false, email: false },
      offers: { sms: true, email: true },
    };
    const put = (token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: path, headers: { authorization: `Bearer ${token}` }, payload });
    const get = (token: string) => t.app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
    expect((await put(ownerToken, chosen)).statusCode).toBe(200);

    const read = await get(intruderToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      renewalReminders: { sms: true, email: true },
      expiryReminders: { sms: true, email: true },
      offers: { sms: false, email: false },
    });
    const allOff = Object.fromEntries(Object.keys(chosen).map((kind) => [kind, { sms: false, email: false }]));
    expect((await put(intruderToken, allOff)).statusCode).toBe(200);
    expect((await get(ownerToken)).json()).toMatchObject(chosen);
  });
});

/**
 * The victim's ids must meet 403 or 404, exactly like ids that do not exist. With the intruder's own
 * connection, the route may first refuse that connection for a reason of its own (it pays another way):
 * any 4xx, as long as nothing of the victim's comes back and nothing changes.
 */
function refused(status: number, label: string): boolean {
  if (label === MIXED) return status >= 400 && status < 500;
  return status === 403 || status === 404;
}

function rank(operation: Operation): number {
  if (operation.method === 'GET') return 0;
  return /unsubscribe\/\{id\}$/.test(operation.path) ? 2 : 1;
}

describe("two-step sign-in: its routes act on the caller's own account", () => {
  it('takes no code, recovery code or second step of another account', async () => {
    const owner = await withAuthenticator(t);
    const other = await withAuthenticator(t);
    const stranger = await createAccount(t.db, { connections: [{}] });
    const strangerToken = await loginToken(t.app, stranger);
    const post = (token: string, path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `${TWO_STEP}${path}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    const [ownerRecovery = ''] = owner.recoveryCodes;

    // Someone with two-step off: the owner's password and codes change nothing of the owner's.
    expect(
      (await post(strangerToken, '/turn-off', { password: owner.account.password, code: ownerRecovery })).statusCode,
    ).toBe(409);
    expect((await post(strangerToken, '/recovery-codes', { code: ownerRecovery })).statusCode).toBe(409);
    expect((await post(strangerToken, '/authenticator/confirm', { code: codeOf(owner.secret, 1) })).statusCode).toBe(
      422,
    );
    // Someone with two-step on: the owner's codes are wrong codes for their own.
    expect(
      (await post(other.token, '/turn-off', { password: other.account.password, code: ownerRecovery })).statusCode,
    ).toBe(400);
    expect((await post(other.token, '/recovery-codes', { code: ownerRecovery })).statusCode).toBe(400);
    const otherStep = await secondStepOf(t, other.account);
    expect((await sendCode(t, otherStep.secondStep.token, ownerRecovery)).statusCode).toBe(400);
    expect((await sendCode(t, otherStep.secondStep.token, codeOf(owner.secret, 1))).statusCode).toBe(400);
    // The owner's second step with another account's session: a token, not a session, decides.
    const ownerStep = await secondStepOf(t, owner.account);
    const withSession = await t.app.inject({
      method: 'POST',
      url: SECOND_STEP,
      headers: bearer(strangerToken),
      payload: { token: ownerStep.secondStep.token, code: other.recoveryCodes[0] },
    });
    expect(withSession.statusCode).toBe(400);

    const [row] = await t.db.select().from(accountTwoStep).where(eq(accountTwoStep.accountId, owner.account.id));
    expect(row?.enabledAt).not.toBeNull();
    expect(row?.recoveryCodeHashes).toHaveLength(10);
    const status = await t.app.inject({ url: TWO_STEP, headers: bearer(strangerToken) });
    expect(status.json()).toEqual(expect.objectContaining({ enabled: false, method: null }));
  });
});
