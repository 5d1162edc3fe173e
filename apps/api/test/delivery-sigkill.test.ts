import { describe, expect, inject, it } from 'vitest';
import { runDeliverySigkill } from '../reliability/faults/delivery-sigkill';
import type { SuiteOptions } from '../reliability/suite';

/**
 * Issue 25's crash case, on this project's database (PGlite in a data folder, or PostgreSQL): the api
 * as its own process, killed with SIGKILL while it sends a password-reset e-mail, restarted; the e-mail
 * is then delivered, once. `npm run reliability` runs the same case (faults suite, part `delivery`).
 * About 20 s on a quiet machine, almost all of it two api starts; the bound allows for a busy one.
 */
const options: SuiteOptions = {
  seed: 1,
  quick: true,
  databaseUrl: undefined,
  postgresUrl: inject('dbDriver') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
  only: [],
  log: () => {},
};

describe('a message accepted before a SIGKILL', () => {
  it('is delivered once after the restart', async () => {
    const result = await runDeliverySigkill(options);
    const [table] = result.tables;
    expect(table?.rows).toEqual([['pending (1 try)', 1, 'sent', 2, 'completed', expect.any(Number)]]);
    expect(result.failures).toBe(0);
  }, 180_000);
});
