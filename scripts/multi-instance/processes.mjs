// The processes of the multi-instance proof: a database on the local PostgreSQL, one-off steps
// (migrate), and api instances, each started and stopped by its own pid.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** @returns {Promise<number>} a port nobody listens on now */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * CREATE / DROP DATABASE take no parameters: callers pass only names the proof makes.
 * @param {string} serverUrl
 * @param {string} statement
 */
export async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs a command to its end; rejects with its output when it fails.
 * @param {string[]} command
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<string>} what it wrote to stdout
 */
export function runToEnd(command, env) {
  const [program = '', ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * @typedef {object} ApiInstance
 * @property {string} name
 * @property {number} port
 * @property {string} url
 * @property {() => boolean} running
 * @property {(signal: NodeJS.Signals) => Promise<void>} stop SIGTERM as an operator stops it, SIGKILL as a crash
 * @property {() => string} output the last of what it wrote
 */

/**
 * The built api (apps/api/dist/server.js) as its own process, once its `GET /health/ready` answers 200
 * (database reachable, migrations current, job queue running), as a load balancer would wait for it.
 * @param {string} name
 * @param {number} port
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<ApiInstance>}
 */
export async function startApi(name, port, env) {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) throw new Error(`api ${name} exited before answering:\n${output}`);
    const answer = await fetch(`${url}/health/ready`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api ${name} did not answer in 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    name,
    port,
    url,
    running,
    stop: async (signal) => {
      if (!running()) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
    output: () => output,
  };
}
