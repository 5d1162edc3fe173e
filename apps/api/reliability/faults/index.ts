// Issue 8's faults: card notifications duplicated, reordered, forged and with a wrong amount; the operator,
// the TV platform and the card gateway's renewal charges slow, failing and silent; PostgreSQL cut off under load; the api killed with SIGKILL
// in the middle of purchases, and between accepting a message and sending it. Each part prints its table;
// RELIABILITY_FAULTS=notify,adapters,database,sigkill,delivery picks parts.
import { openSeededApp } from '../seeded-app';
import type { SuiteOptions, SuiteResult, Table } from '../suite';
import { adapterFaultCases } from './adapter-faults';
import { runDatabaseOutage } from './database-outage';
import { runDeliverySigkill } from './delivery-sigkill';
import { faultyIntegrations } from './faulty-adapters';
import { notificationFaultRound, notificationFaults } from './notifications';
import { runSigkill } from './sigkill';

/** The adapters' deadline in this suite, and how late a "slow" adapter answers (well inside it). */
const ADAPTER_TIMEOUT_MS = 1_000;
const SLOW_MS = 400;

interface Part {
  tables: Table[];
  failures: number;
}

const parts = (process.env.RELIABILITY_FAULTS ?? 'notify,adapters,database,sigkill,delivery')
  .split(',')
  .map((part) => part.trim());

export async function run(options: SuiteOptions): Promise<SuiteResult> {
  const rounds = Number(process.env.RELIABILITY_FAULT_ROUNDS ?? (options.quick ? 2 : 5));
  const results: Part[] = [];
  if (parts.includes('notify') || parts.includes('adapters')) results.push(await inProcessFaults(options, rounds));
  for (const [name, runPart] of [
    ['database', runDatabaseOutage],
    ['sigkill', runSigkill],
  ] as const) {
    if (!parts.includes(name)) continue;
    if (!options.postgresUrl) {
      results.push({ tables: [skippedTable(name)], failures: 0 });
      continue;
    }
    results.push(await runPart(options));
  }
  // On PGlite too: the api's own data folder must survive the kill.
  if (parts.includes('delivery')) results.push(await runDeliverySigkill(options));
  return {
    tables: results.flatMap((part) => part.tables),
    failures: results.reduce((sum, part) => sum + part.failures, 0),
    database: options.postgresUrl ? 'postgres' : 'pglite',
  };
}

/** Notifications and adapters, through `app.inject` on one app whose operator and platform misbehave on demand. */
async function inProcessFaults(options: SuiteOptions, rounds: number): Promise<Part> {
  let faulty: ReturnType<typeof faultyIntegrations> | undefined;
  const seeded = await openSeededApp(options.postgresUrl, (config) => {
    const adapted = { ...config, adapterTimeoutMs: ADAPTER_TIMEOUT_MS };
    faulty = faultyIntegrations(adapted, SLOW_MS);
    return { config: adapted, integrations: faulty.integrations };
  });
  const tables: Table[] = [];
  let failures = 0;
  try {
    if (parts.includes('notify')) {
      const rows: (string | number)[][] = [];
      for (const fault of notificationFaults) {
        options.log(`faults: card notify ${fault.name}, ${rounds} rounds`);
        let notifications = 0;
        let refused = 0;
        let serverErrors = 0;
        let matched = 0;
        let charges = 0;
        let expectedCharges = 0;
        const found = new Set<string>();
        for (let round = 0; round < rounds; round += 1) {
          const outcome = await notificationFaultRound(seeded, fault);
          notifications += outcome.notifications;
          refused += outcome.refused;
          serverErrors += outcome.serverErrors;
          charges += outcome.charges;
          expectedCharges += outcome.expectedCharges;
          found.add(outcome.found);
          if (outcome.asExpected) matched += 1;
        }
        failures += rounds - matched;
        rows.push([
          fault.name,
          rounds,
          notifications,
          refused,
          serverErrors,
          `${fault.expected.payment} / ${fault.expected.purchase}`,
          [...found].join(', '),
          `${expectedCharges} / ${charges}`,
          matched,
        ]);
      }
      tables.push({
        heading: 'Faults: card notifications (PayHere notify for one order)',
        columns: [
          'delivery',
          'rounds',
          'notifications',
          'refused (400)',
          '5xx',
          'expected payment / purchase',
          'found',
          'charges expected / found',
          'rounds as expected',
        ],
        rows,
        notes: [
          'charges: successful card payments of the connection; a payment is settled once, whatever arrives after',
        ],
      });
    }
    if (parts.includes('adapters') && faulty) {
      const rows: (string | number)[][] = [];
      for (const fault of adapterFaultCases) {
        options.log(`faults: ${fault.adapter} ${fault.fault}, ${rounds} rounds`);
        let requests = 0;
        let serverErrors = 0;
        let slowest = 0;
        let charges = 0;
        let entitlements = 0;
        let matched = 0;
        for (let round = 0; round < rounds; round += 1) {
          const outcome = await fault.round(seeded, faulty);
          requests += outcome.statuses.length;
          serverErrors += outcome.statuses.filter((status) => status >= 500).length;
          slowest = Math.max(slowest, outcome.slowestMs);
          charges += outcome.charges;
          entitlements += outcome.entitlements;
          if (outcome.asExpected) matched += 1;
        }
        failures += rounds - matched;
        rows.push([
          fault.adapter,
          fault.fault,
          rounds,
          requests,
          serverErrors,
          Math.round(slowest),
          charges,
          entitlements,
          matched,
        ]);
      }
      tables.push({
        heading: `Faults: adapters (deadline ${ADAPTER_TIMEOUT_MS} ms, slow = ${SLOW_MS} ms late)`,
        columns: [
          'adapter',
          'fault',
          'rounds',
          'requests',
          '5xx',
          'slowest answer ms',
          'charges',
          'entitlements',
          'rounds as expected',
        ],
        rows,
        notes: [
          "operator billing: a mobile-billed purchase while the operator misbehaves, a retry while it still does, then a retry once it is well; charges are the operator ledger's, entitlements complete purchases (failing throws before charging, so 0 and 0)",
          'provisioning: a bill-paid purchase while the TV platform misbehaves; charges are bill lines, entitlements live purchases (paid, waiting for the platform)',
          "card gateway: a card payer's renewal (the sweep's renewal step) while the gateway misbehaves, then its reconciliation by order id once it is well, twice, and the renewal step again; no request is involved (requests 0), the slowest answer is the renewal step's; charges are the gateway ledger's, entitlements renewed periods (failing throws before charging: the gateway knows no such order, the renewal fails and the connection is suspended, so 0 and 0)",
        ],
      });
    }
  } finally {
    await seeded.close();
  }
  return { tables, failures };
}

function skippedTable(part: string): Table {
  return {
    heading: `Faults: ${part === 'database' ? 'PostgreSQL cut off under load' : 'SIGKILL mid-purchase'}`,
    columns: ['note'],
    rows: [['skipped: no PostgreSQL (set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL)']],
  };
}
