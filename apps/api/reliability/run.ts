// npm run reliability: runs every suite, prints their tables, and writes reliability/results/latest.json
// and latest.md (as bench/run.mjs does for the bench). Unlike the bench it is a test: it exits non-zero
// when a suite found a failure (a 5xx, an unreadable 4xx, a change on a refusal) or could not run.
import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { markdownReport, textTable } from './report';
import type { SuiteOptions, SuiteResult, Table } from './suite';

const resultsDir = join(import.meta.dirname, 'results');
const args = new Set(process.argv.slice(2));

/** One module per suite, each exporting run(options) (suite.ts). Later parts of issue 8 add theirs here. */
const suiteModules = [
  { name: 'bad-input', load: () => import('./bad-input/index') },
  { name: 'races', load: () => import('./races/index') },
  { name: 'faults', load: () => import('./faults/index') },
  { name: 'load', load: () => import('./load/index') },
];
/** `--suite=races,faults` runs only those suites; `--skip-<name>` leaves one out. */
const chosenSuites = [...args]
  .filter((arg) => arg.startsWith('--suite='))
  .flatMap((arg) => arg.slice('--suite='.length).split(','))
  .filter(Boolean);

const seed = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : randomInt(2 ** 31);
if (!Number.isSafeInteger(seed))
  throw new Error(`RELIABILITY_SEED must be an integer, not ${process.env.RELIABILITY_SEED}`);
const options: SuiteOptions = {
  seed,
  quick: args.has('--quick'),
  databaseUrl: process.env.RELIABILITY_DATABASE_URL || undefined,
  postgresUrl: process.env.RELIABILITY_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
  only: (process.env.RELIABILITY_ONLY ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
  log: (line) => process.stderr.write(`[reliability] ${line}\n`),
};
options.log(`seed ${seed} (replay: RELIABILITY_SEED=${seed} npm run reliability)`);

const started = Date.now();
const tables: Table[] = [];
const suites: Record<string, unknown> = {};
let failures = 0;
const databases = new Set<string>();
for (const module of suiteModules) {
  if (args.has(`--skip-${module.name}`)) continue;
  if (chosenSuites.length > 0 && !chosenSuites.includes(module.name)) continue;
  try {
    const result: SuiteResult = await (await module.load()).run(options);
    tables.push(...result.tables);
    failures += result.failures;
    if (result.database !== 'none') databases.add(result.database);
    suites[module.name] = { failures: result.failures, tables: result.tables, details: result.details };
  } catch (error) {
    failures += 1;
    options.log(`${module.name}: could not run: ${error instanceof Error ? error.stack : String(error)}`);
    tables.push({ heading: `${module.name} (could not run)`, columns: ['error'], rows: [[String(error)]] });
  }
}

const cpuList = cpus();
const machine = {
  cpuCount: cpuList.length,
  cpuModel: cpuList[0]?.model?.trim() ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  date: new Date().toISOString(),
  database: [...databases].join(' and ') || 'none',
  durationSeconds: Math.round((Date.now() - started) / 1000),
};
const { log: _log, databaseUrl: _url, postgresUrl: _postgres, ...shownOptions } = options;

process.stdout.write(
  `\nseed ${seed}; ${machine.cpuCount} x ${machine.cpuModel}, Node ${machine.node}, database ${machine.database}\n\n`,
);
for (const table of tables) process.stdout.write(`${textTable(table)}\n\n`);
process.stdout.write(`${failures} failures\n`);

await mkdir(resultsDir, { recursive: true });
await writeFile(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify({ machine, options: shownOptions, failures, suites }, null, 2)}\n`,
);
const summary = `${machine.date}: ${machine.cpuCount} x ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}, database ${machine.database}; seed ${seed}${options.quick ? ' (--quick)' : ''}; ${failures} failures; the run took ${machine.durationSeconds} s. Written by \`npm run reliability\` (apps/api/reliability/README.md).`;
await writeFile(join(resultsDir, 'latest.md'), markdownReport('Reliability results', summary, tables));
options.log(`wrote ${join('apps', 'api', 'reliability', 'results', 'latest.json')} and latest.md`);
process.exitCode = failures ? 1 : 0;
