// npm run bench: runs every suite (bench/api, and bench/web when it is there), prints their tables and
// the targets, and writes bench/results/latest.json and latest.md. A benchmark, not a test: it exits 0
// whether or not the targets are met, and non-zero only when a suite could not run.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(benchDir, 'results');

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const seconds = (name, normal, short) => Number(process.env[name] ?? (quick ? short : normal));

const options = {
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  connections: seconds('BENCH_CONNECTIONS', 50, 50),
  warmupSeconds: seconds('BENCH_WARMUP_SECONDS', 5, 1),
  durationSeconds: seconds('BENCH_DURATION_SECONDS', 10, 3),
  growth: {
    connections: seconds('BENCH_GROWTH_CONNECTIONS', 10, 10),
    warmupSeconds: seconds('BENCH_GROWTH_WARMUP_SECONDS', 2, 1),
    durationSeconds: seconds('BENCH_GROWTH_DURATION_SECONDS', 5, 2),
  },
  log: (line) => process.stderr.write(`[bench] ${line}\n`),
};

const suiteModules = [
  { name: 'api', file: join(benchDir, 'api', 'index.mjs') },
  { name: 'web', file: join(benchDir, 'web', 'index.mjs') },
];

const started = Date.now();
const suites = [];
const targets = [];
const failures = [];
let databaseKind = options.databaseUrl ? 'postgres' : 'pglite';
for (const module of suiteModules) {
  if (!existsSync(module.file)) {
    options.log(`${module.name}: ${module.file} is not there, skipped`);
    continue;
  }
  if (args.has(`--skip-${module.name}`)) continue;
  try {
    const suite = await import(pathToFileURL(module.file).href);
    const result = await suite.run(options);
    suites.push(...result.suites);
    targets.push(...result.targets);
    if (result.database) databaseKind = result.database;
  } catch (error) {
    failures.push(module.name);
    options.log(`${module.name}: failed: ${error?.stack ?? error}`);
    suites.push({ heading: `${module.name} (failed)`, columns: ['error'], rows: [[String(error?.message ?? error)]] });
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
  database: databaseKind,
  durationSeconds: Math.round((Date.now() - started) / 1000),
};
const { log: _log, databaseUrl: _url, ...shownOptions } = options;

const targetTable = {
  heading: 'targets',
  columns: ['target', 'wanted', 'measured', 'met'],
  rows: targets.map((target) => [target.name, target.target, target.measured, target.met ? 'yes' : 'NO']),
};

process.stdout.write(
  `\nmachine: ${machine.cpuCount} x ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, database ${machine.database}\n\n`,
);
for (const suite of [...suites, targetTable]) process.stdout.write(`${textTable(suite)}\n\n`);

await mkdir(resultsDir, { recursive: true });
await writeFile(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify({ machine, options: shownOptions, suites, targets }, null, 2)}\n`,
);
await writeFile(join(resultsDir, 'latest.md'), markdown(machine, [...suites, targetTable]));
options.log(`wrote ${join('bench', 'results', 'latest.json')} and latest.md in ${machine.durationSeconds} s`);
process.exitCode = failures.length ? 1 : 0;

/** Plain text: the heading, then columns padded to their widest cell (numbers to the right). */
function textTable({ heading, columns, rows, notes = [] }) {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? '').length)));
  const numeric = columns.map((_, index) => rows.length > 0 && rows.every((row) => typeof row[index] === 'number'));
  const line = (row) =>
    row
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index]) : cell.padEnd(widths[index])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [heading, line(cells[0]), rule, ...cells.slice(1).map(line), ...notes.map((note) => `  * ${note}`)].join('\n');
}

function markdown(info, tables) {
  const cellText = (cell) => String(cell).replaceAll('|', '\\|');
  const parts = [
    '# Benchmark results',
    '',
    `${info.date}: ${info.cpuCount} x ${info.cpuModel}, ${info.memoryGiB} GiB, Node ${info.node}, ${info.platform}, database ${info.database}; the run took ${info.durationSeconds} s. Written by \`npm run bench\` (bench/README.md).`,
    '',
  ];
  for (const { heading, columns, rows, notes = [] } of tables) {
    parts.push(
      `## ${heading}`,
      '',
      `| ${columns.map(cellText).join(' | ')} |`,
      `| ${columns.map(() => '---').join(' | ')} |`,
    );
    for (const row of rows) parts.push(`| ${row.map(cellText).join(' | ')} |`);
    parts.push('');
    for (const note of notes) parts.push(`- ${note}`);
    if (notes.length) parts.push('');
  }
  return `${parts.join('\n')}`;
}
