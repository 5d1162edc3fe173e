import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const apiRoot = join(import.meta.dirname, '..', '..');

/** The PIN key the api child runs with; the fixtures hash their subscribers' PINs with it. */
export const CHILD_PIN_HASH_SECRET = 'reliability-pin-key-that-is-at-least-32-characters';

export interface ApiProcess {
  url: string;
  pid: number;
  /** Resident memory now, from /proc (Linux), in bytes. */
  rssBytes(): number;
  /** SIGKILL: no shutdown hook runs, open transactions are cut where they are. */
  kill(): Promise<void>;
  /** SIGTERM, as an operator stops it. */
  stop(): Promise<void>;
  log(): string;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The api as its own process, as production runs it: `src/server.ts` through tsx (nothing to build
 * first), or a built `server.js` named by RELIABILITY_API_ENTRY (e.g. apps/api/dist/server.js). The
 * database is `DATABASE_URL` or `DATA_DIR` in `env`; login limits are raised as the bench raises them
 * (a load run logs in from one address thousands of times), and the renewal sweep is kept out of the way.
 */
export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const chosenPort = port ?? (await freePort());
  const entry = process.env.RELIABILITY_API_ENTRY;
  const args = entry ? [entry] : ['--import', 'tsx', join(apiRoot, 'src', 'server.ts')];
  const settings: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(chosenPort),
    PUBLIC_URL: `http://127.0.0.1:${chosenPort}`,
    JWT_SECRET: 'reliability-secret-that-is-at-least-32-characters',
    PIN_HASH_SECRET: CHILD_PIN_HASH_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: join(apiRoot, 'reliability', 'no-web-build'),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '100000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: '10000',
    LIFECYCLE_SWEEP_MINUTES: String(24 * 60),
    ...env,
  };
  // An empty value unsets a setting (DATABASE_URL for a PGlite run).
  const childEnv = Object.fromEntries(Object.entries(settings).filter(([, value]) => value));
  const child = spawn(process.execPath, args, { cwd: apiRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  // A run stopped half-way (Ctrl+C, a crash) must not leave an api listening behind it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${chosenPort}`;
  await waitUntilUp(`${url}/api/products/v1/products/product-types`, child, () => output);
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rssBytes: () => residentBytes(pid),
    kill: () => end(child, 'SIGKILL'),
    stop: () => end(child, 'SIGTERM'),
    log: () => output,
  };
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) before answering:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`no answer from ${url} in ${timeoutMs} ms:\n${output()}`);
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}
