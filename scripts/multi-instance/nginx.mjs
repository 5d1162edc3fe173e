// nginx in front of the proof's api instances, as the current user, from a configuration of its own in
// a temporary folder that includes the shipped deploy/nginx/selfcare-proxy.conf.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @param {string} folder
 * @param {number} port
 * @param {number[]} upstreamPorts
 */
function configuration(folder, port, upstreamPorts) {
  const proxy = resolve('deploy/nginx/selfcare-proxy.conf');
  const servers = upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`);
  // As root, nginx would hand its workers to `nobody`, who cannot write the temporary folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$upstream_addr $status';
  access_log ${folder}/access.log upstreams;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream selfcare_api {
    ${servers.join('\n    ')}
    keepalive 16;
  }
  proxy_cache_path ${folder}/cache keys_zone=selfcare_assets:1m;
  server {
    listen 127.0.0.1:${port};
    include ${proxy};
  }
}
`;
}

/**
 * @typedef {object} Nginx
 * @property {string} url
 * @property {() => Map<string, number>} answersPerUpstream requests each instance answered (by its address)
 * @property {() => string} errors nginx's error log
 * @property {() => Promise<void>} stop
 */

/**
 * @param {number} port
 * @param {number[]} upstreamPorts
 * @returns {Promise<Nginx>}
 */
export async function startNginx(port, upstreamPorts) {
  const folder = mkdtempSync(join(tmpdir(), 'selfcare-nginx-'));
  const file = join(folder, 'nginx.conf');
  writeFileSync(file, configuration(folder, port, upstreamPorts));
  // Debian installs it in /usr/sbin, which a user's PATH may lack.
  const program = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(program, ['-p', folder, '-e', join(folder, 'error.log'), '-c', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  let failed = false;
  child.once('error', (error) => {
    failed = true;
    output += `${error.message}: install nginx (Debian: apt-get install nginx)\n`;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const read = (/** @type {string} */ name) => {
    try {
      return readFileSync(join(folder, name), 'utf8');
    } catch {
      return '';
    }
  };
  for (let attempt = 0; ; attempt += 1) {
    if (failed || child.exitCode !== null) throw new Error(`nginx did not start:\n${output}${read('error.log')}`);
    const answer = await fetch(`${url}/api/products/v1/products/product-types`).catch(() => undefined);
    if (answer?.ok) break;
    if (attempt > 100) throw new Error(`nginx did not answer:\n${output}${read('error.log')}`);
    await sleep(100);
  }
  return {
    url,
    answersPerUpstream: () => {
      const counts = new Map();
      for (const line of read('access.log').split('\n')) {
        // "$upstream_addr $status": several addresses when nginx tried the next instance.
        const addresses = line.split(' ').slice(0, -1).join(' ').split(', ').filter(Boolean);
        for (const address of addresses) counts.set(address, (counts.get(address) ?? 0) + 1);
      }
      return counts;
    },
    errors: () => read('error.log'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
