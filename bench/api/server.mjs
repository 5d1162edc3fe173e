// Child processes under test: the built api (apps/api/dist/server.js, or API_OUTDIR's folder) and a bare Fastify hello-world,
// each on a port of its own, started and stopped by the bench.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const apiEntry = join(repoRoot, 'apps', 'api', process.env.API_OUTDIR ?? 'dist', 'server.js');
/** The api's PIN_HASH_SECRET: fixtures.mjs writes the bench connections' PIN hashes with it. */
export const BENCH_PIN_HASH_SECRET = 'bench-pin-key-that-is-at-least-32-characters';

/** A port nobody listens on now. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Polls `url` until it answers 200, the process dies, or `timeoutMs` passes. */
async function waitUntilUp(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} in ${timeoutMs} ms:\n${output()}`);
}

/** Starts `node <script>` with `env`, waits for `readyPath` to answer, and answers how to stop it. */
async function startProcess({ script, env, port, readyPath, nodeArgs = [], timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}${readyPath}`, child, () => log, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid,
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGTERM: the api closes PGlite cleanly before it exits.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

/**
 * The api on the bench's database, with the limits that would otherwise shape the figures raised
 * (failed-login limits; the bench logs in once per subscriber) and request logging off, as the
 * hello-world has none. `start()` again after `stop()` reuses the same port and database; `env`
 * adds or overrides settings (the growth runs turn the catalogue cache off).
 */
export function apiServer({ databaseEnv, logLevel = 'warn', env = {} }) {
  let running;
  let port;
  return {
    get url() {
      if (!running) throw new Error('the api is not running');
      return running.url;
    },
    /** The api's process id while it runs (the bench reads its CPU time). */
    get pid() {
      return running?.pid;
    },
    async start() {
      if (running) return;
      port ??= await freePort();
      running = await startProcess({
        script: apiEntry,
        // e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/profiles' to profile the api under load.
        nodeArgs: process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
        port,
        readyPath: '/api/products/v1/products/product-types',
        env: {
          ...databaseEnv,
          // Production refuses the in-process sandboxes the bench charges through; nothing on the measured
          // path reads NODE_ENV but the settings' defaults, which are set here as production has them.
          NODE_ENV: 'development',
          JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
          PIN_HASH_SECRET: BENCH_PIN_HASH_SECRET,
          SEED_DEMO_DATA: 'true',
          LOG_LEVEL: logLevel,
          LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000',
          LOGIN_RATE_LIMIT_PER_ADDRESS: '100000',
          LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: '10000',
          ACCOUNT_EMAIL_RATE_LIMIT_PER_ACCOUNT: '10000',
          ACCOUNT_EMAIL_RATE_LIMIT_PER_ADDRESS: '100000',
          // No renewal sweep in the middle of a measurement.
          LIFECYCLE_SWEEP_MINUTES: String(24 * 60),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          ...env,
        },
      });
    },
    /** The last lines the api wrote (for a failed run's report). */
    log: () => running?.log() ?? '',
    async stop() {
      await running?.stop();
      running = undefined;
    },
  };
}

/** The machine's ceiling: a bare Fastify app answering { hello: 'world' }, in its own process. */
export async function helloServer() {
  return startProcess({
    script: join(repoRoot, 'bench', 'api', 'hello-world.mjs'),
    port: await freePort(),
    readyPath: '/',
    env: {},
  });
}
