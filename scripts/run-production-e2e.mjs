// The portal in production mode against the stubs, in a real browser (issue 25):
//
//   node scripts/run-production-e2e.mjs [playwright test arguments]
//
// Starts `npm run stubs`, reads deploy/production.env.example (which points every system at a stub),
// migrates a fresh embedded database with `npm run migrate`'s script (a production server does not
// migrate by itself), seeds the catalogue into it (decision 0047), then runs the journeys of
// apps/web/e2e-production with playwright.production.config.ts, which starts the built api with
// NODE_ENV=production. Expects `npm run build` to have run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseEnv } from 'node:util';

/** The line apps/api/stubs/run.ts writes once every stub listens. */
const STUBS_READY = 'All stubs are listening.';

const PORT = Number(process.env.PRODUCTION_E2E_PORT ?? 8099);
const settings = parseEnv(readFileSync('deploy/production.env.example', 'utf8'));
const dataDir = mkdtempSync(join(tmpdir(), 'selfcare-production-e2e-'));
const env = {
  ...process.env,
  ...settings,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  DATA_DIR: dataDir,
  // Production would use PostgreSQL; this run keeps to the embedded database so it needs no server.
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};

/**
 * Resolves when `npm run stubs` says every stub listens; rejects if it stops or takes too long.
 * @param {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} child
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
function stubsReady(child, timeoutMs) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the stubs did not start in ${timeoutMs} ms`)), timeoutMs);
      createInterface({ input: child.stdout }).on('line', (line) => {
        process.stdout.write(`[stubs] ${line}\n`);
        if (line === STUBS_READY) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('close', (code) => reject(new Error(`the stubs stopped (exit code ${code})`)));
    })
  );
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Its own process group, so stopping it stops tsx's node beneath npx too.
const stubs = spawn('npx', ['tsx', 'apps/api/stubs/run.ts'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let exitCode = 1;
try {
  await stubsReady(stubs, 60_000);
  exitCode = await run('node', ['apps/api/dist/migrate.js']);
  if (exitCode === 0) exitCode = await run('npx', ['tsx', 'apps/api/scripts/seed-catalogue.ts']);
  if (exitCode === 0) {
    exitCode = await run('npx', [
      'playwright',
      'test',
      '--config',
      'playwright.production.config.ts',
      ...process.argv.slice(2),
    ]);
  }
} finally {
  if (stubs.pid !== undefined) process.kill(-stubs.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(`Production-mode journeys: ${exitCode === 0 ? 'passed' : 'failed'}`);
process.exit(exitCode);
