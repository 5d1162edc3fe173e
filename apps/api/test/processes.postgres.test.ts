import { describe, expect, it } from 'vitest';
import { runDatabaseOutage } from '../reliability/faults/database-outage';
import { runSigkill } from '../reliability/faults/sigkill';
import { runLoad } from '../reliability/load';
import type { SuiteOptions, Table } from '../reliability/suite';

/**
 * The fast part of `npm run reliability`'s suites that run the api as its own process, on PostgreSQL:
 * the database cut off under load (503s, then 200s without a restart), SIGKILL mid-purchase (charges
 * equal entitlements, retries end in one purchase each) and a few seconds of the load journey.
 */
const options: SuiteOptions = {
  seed: 1,
  quick: true,
  databaseUrl: undefined,
  postgresUrl: process.env.TEST_DATABASE_URL,
  only: [],
  log: () => {},
};

const column = (table: Table | undefined, name: string) => {
  const index = table?.columns.indexOf(name) ?? -1;
  return (table?.rows ?? []).map((row) => row[index]);
};

describe('the api process under faults and load', () => {
  it('answers 503 with Retry-After while PostgreSQL is cut off, and 200 again without a restart', async () => {
    const result = await runDatabaseOutage(options, { before: 1, outage: 2, after: 3 });
    const [table] = result.tables;
    expect(column(table, 'other 5xx')).toEqual([0, 0, 0]);
    expect(column(table, 'no answer')).toEqual([0, 0, 0]);
    const unavailable = column(table, '503') as number[];
    expect(unavailable[1]).toBeGreaterThan(0);
    expect(column(table, '503 with Retry-After')).toEqual(unavailable);
    expect(result.failures).toBe(0);
  }, 60_000);

  it('leaves every purchase complete, paid or absent after SIGKILL, one of each after the retries, all complete after the sweep', async () => {
    const result = await runSigkill(options, 1);
    const [table] = result.tables;
    expect(column(table, 'inconsistent')).toEqual([0]);
    expect(column(table, 'then one purchase and one bill line each')).toEqual(['yes']);
    expect(column(table, 'complete after the sweep')).toEqual(column(table, 'purchases sent'));
    expect(result.failures).toBe(0);
  }, 60_000);

  it('serves the subscriber journey without an error, one bill line per purchase', async () => {
    const result = await runLoad(options, { seconds: 3, rate: 4 });
    const [journeys] = result.tables;
    expect(journeys?.rows.at(-1)?.[2]).toBe(0);
    expect(result.failures).toBe(0);
  }, 60_000);
});
