import { TABLES_CHANGED_BY_REFUSALS } from '../database-snapshot';
import { openSeededApp } from '../seeded-app';
import type { SuiteOptions, SuiteResult, Table } from '../suite';
import { MAX_MESSAGE_LENGTH, type OperationResult } from './fuzz';
import { fuzzApi } from './fuzz-api';

/** Requests per operation; RELIABILITY_RUNS overrides. */
const RUNS = { full: 200, quick: 25 };
/** Failures listed in the report; the JSON keeps them all. */
const FAILURES_SHOWN = 30;

/** The bad-input suite: every operation of the OpenAPI document fuzzed on the seeded demo database. */
export async function run(options: SuiteOptions): Promise<SuiteResult> {
  const runs = Number(process.env.RELIABILITY_RUNS ?? (options.quick ? RUNS.quick : RUNS.full));
  const seeded = await openSeededApp(options.databaseUrl);
  try {
    const started = Date.now();
    const results = await fuzzApi(seeded.app, seeded.db, {
      seed: options.seed,
      runsPerOperation: runs,
      only: options.only,
      log: options.log,
    });
    const seconds = (Date.now() - started) / 1000;
    const failures = results.flatMap((result) => result.failures);
    return {
      tables: [groupTable(results, runs, seconds), mutationTable(results), ...failureTable(results)],
      failures: failures.length,
      database: seeded.database,
      details: { runsPerOperation: runs, seconds, failures },
    };
  } finally {
    await seeded.close();
  }
}

function groupTable(results: OperationResult[], runs: number, seconds: number): Table {
  const groups = new Map<string, OperationResult[]>();
  for (const result of results) {
    const group = groupOf(result.operation);
    groups.set(group, [...(groups.get(group) ?? []), result]);
  }
  const row = (name: string, members: OperationResult[]) => {
    const sum = (pick: (result: OperationResult) => number) =>
      members.reduce((total, result) => total + pick(result), 0);
    return [
      name,
      members.length,
      sum((r) => r.sent),
      sum((r) => r.status2xx),
      sum((r) => r.status4xx),
      sum((r) => r.status5xx),
      sum((r) => r.unreadable),
      sum((r) => r.withoutHeaders),
      sum((r) => r.changesOnRefusal),
    ];
  };
  return {
    heading: 'bad input, by route group',
    columns: [
      'group',
      'routes',
      'requests',
      '2xx',
      '4xx',
      '5xx',
      'unreadable 4xx',
      'no security headers',
      'DB changes on 4xx',
    ],
    rows: [...[...groups].map(([name, members]) => row(name, members)), row('all', results)],
    notes: [
      `${runs} requests per route (method and path of the OpenAPI document), each spoiled one way, sent with a valid, a bad or no token, in ${seconds.toFixed(0)} s`,
      `unreadable: a 4xx that is not { message, code } or whose message is over ${MAX_MESSAGE_LENGTH} characters`,
      `DB changes: a 4xx after which a table differed (row count and md5 of its rows); ${Object.keys(TABLES_CHANGED_BY_REFUSALS).join(', ')} may change by design`,
    ],
  };
}

function mutationTable(results: OperationResult[]): Table {
  const totals = new Map<string, { sent: number; refused: number; failed: number }>();
  for (const result of results) {
    for (const [mutation, counts] of Object.entries(result.byMutation)) {
      const total = totals.get(mutation) ?? { sent: 0, refused: 0, failed: 0 };
      totals.set(mutation, {
        sent: total.sent + counts.sent,
        refused: total.refused + counts.refused,
        failed: total.failed + counts.failed,
      });
    }
  }
  return {
    heading: 'bad input, by kind of request',
    columns: ['kind', 'requests', '4xx', '5xx'],
    rows: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mutation, counts]) => [mutation, counts.sent, counts.refused, counts.failed]),
  };
}

function failureTable(results: OperationResult[]): Table[] {
  const failures = results.flatMap((result) => result.failures);
  if (!failures.length) return [];
  return [
    {
      heading: 'bad input, failures',
      columns: ['route', 'problem', 'status', 'request', 'answer'],
      rows: failures
        .slice(0, FAILURES_SHOWN)
        .map((failure) => [failure.operation, failure.problem, failure.status, failure.request, failure.answer]),
      notes: failures.length > FAILURES_SHOWN ? [`${failures.length - FAILURES_SHOWN} more in latest.json`] : [],
    },
  ];
}

/** '/api/billing/v1/…' -> '/api/billing/v1'; other paths by their first segment. */
function groupOf(operation: string): string {
  const path = operation.split(' ')[1] ?? '';
  const segments = path.split('/');
  return segments[1] === 'api' ? segments.slice(0, 4).join('/') : `/${segments[1] ?? ''}`;
}
