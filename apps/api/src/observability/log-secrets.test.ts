import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../test/factories';
import { newHboBuyer } from '../../test/purchases';
import { buildApp } from '../app';

/**
 * No password, token, PIN or OTP reaches the log (docs/observability.md): a journey through the api
 * at level trace, with every line the logger writes kept and searched for the secrets it used.
 */

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: Awaited<ReturnType<typeof start>>;
async function start() {
  const database = await openTestDatabase(inject('dbDriver'), inject('seededDatabaseTemplate'));
  const app = await buildApp({
    config: testConfig({ logLevel: 'trace' }),
    database: database.db,
    logStream: capture,
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, db: database.db, close };
}

beforeAll(async () => {
  t = await start();
});
afterAll(() => t.close());

describe('the log', () => {
  it('holds none of the secrets a journey used, but the request lines it should', async () => {
    const password = 'Correct-Horse-Battery-91';
    const wrongPassword = 'Wrong-Horse-Battery-93';
    const account = await createAccount(t.db, { password, connections: [{ connectionType: 1 }] });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username: account.email, password: wrongPassword },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const token = await loginToken(t.app, account);

    const otp = '918273';
    await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/registration/otp',
      headers: bearer(token),
      payload: { otp, connectionId: account.connectionIds[0] },
    });

    const buyer = await newHboBuyer({ app: t.app, db: t.db, close: t.close });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/subscribe',
      headers: buyer.headers,
      payload: buyer.body,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const wrongPin = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/subscribe',
      headers: buyer.headers,
      payload: { ...buyer.body, pin: '8642' },
    });
    expect(wrongPin.statusCode).toBeGreaterThanOrEqual(400);

    const log = lines.join('\n');
    expect(log).toContain('"route":"/api/billing/v1/billing/user-purchase/subscribe"');
    for (const secret of [password, wrongPassword, token, otp, `"${DEFAULT_PIN}"`, '"8642"']) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
    const bearerToken = buyer.headers.authorization.replace('Bearer ', '');
    expect(log).not.toContain(bearerToken);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
