// Runs the Playwright suite as parallel shards, each its own Playwright process with its own server on
// its own port and its own fresh embedded database (playwright.config.ts). Within one server the tests
// share the demo accounts, so they run one at a time; across servers nothing is shared.
//
//   node scripts/run-e2e.mjs [playwright test arguments]
//
// E2E_SHARDS sets the number of shards (default: one per core, at most 4); extra arguments (a file,
// --grep) go to every shard.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 8091);
const shards = Number(process.env.E2E_SHARDS ?? Math.min(4, availableParallelism()));
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`E2E_SHARDS must be a whole number of at least 1, not "${process.env.E2E_SHARDS}"`);
  process.exit(2);
}

const extraArguments = process.argv.slice(2);
const started = Date.now();

/** @param {number} index the shard's number, from 1 */
function runShard(index) {
  const label = shards === 1 ? '' : `[shard ${index}/${shards}] `;
  const shardArguments = shards === 1 ? [] : [`--shard=${index}/${shards}`, `--output=test-results/shard-${index}`];
  const child = spawn('npx', ['playwright', 'test', ...shardArguments, ...extraArguments], {
    env: {
      ...process.env,
      E2E_PORT: String(FIRST_PORT + index - 1),
      PLAYWRIGHT_HTML_OUTPUT_DIR: shards === 1 ? 'playwright-report' : `playwright-report/shard-${index}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${label}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${label}${line}\n`));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ index, code: code ?? 1, signal }));
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = results.filter((result) => result.code !== 0);
const seconds = Math.round((Date.now() - started) / 1000);
for (const { index, code, signal } of failed) {
  console.error(`End-to-end shard ${index}/${shards} failed (${signal ?? `exit code ${code}`})`);
}
console.info(`End-to-end tests: ${shards} shard(s), ${failed.length} failed, ${seconds} s`);
process.exit(failed.length === 0 ? 0 : 1);
