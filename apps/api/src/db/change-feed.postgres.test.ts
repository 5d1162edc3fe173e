import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../test/app';
import { countStatements, demo } from '../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../test/factories';

/** PGlite runs in the process and never loses a notification; PostgreSQL's listening connection can drop. */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ subscriberCache: { ...testConfig().subscriberCache, ttlSeconds: 60 } });
});
afterAll(() => t.close());

it('reads the database while the change feed is down, and trusts the caches again once it listens', async () => {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
  const headers = bearer(await loginToken(t.app, account));
  const url = `/api/billing/v1/billing/user-products/${demo.productId('hbo')}?conid=${account.connectionIds[0]}`;
  const statementsOfRead = () => countStatements(t.db, () => t.app.inject({ url, headers }));
  await statementsOfRead();
  expect(await statementsOfRead()).toBe(0);

  await t.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query like 'LISTEN selfcare_%' and datname = current_database() and pid <> pg_backend_pid()`,
  );
  await vi.waitFor(async () => expect(await statementsOfRead()).toBeGreaterThan(0), { timeout: 3000, interval: 20 });
  await vi.waitFor(
    async () => {
      await statementsOfRead();
      expect(await statementsOfRead()).toBe(0);
    },
    { timeout: 5000, interval: 50 },
  );
});
