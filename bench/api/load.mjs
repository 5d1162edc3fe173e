// One measured scenario: autocannon against a url, a warm-up run first (its figures are dropped
// except for counting requests), then the measured run of a fixed duration.
import autocannon from './autocannon-without-bodies.mjs';
import { cpuSeconds } from './process-cpu.mjs';

/** What Chromium sends on a fetch. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * @param {object} scenario
 * @param {string} scenario.url  base url of the server
 * @param {string} scenario.path
 * @param {string} [scenario.method]
 * @param {Record<string,string>} [scenario.headers]
 * @param {object} [scenario.body]  sent as JSON
 * @param {(request: object) => object} [scenario.setupRequest]  changes each request (e.g. a fresh key)
 * @param {number} [scenario.serverPid]  the answering process, whose CPU time the measured run reports
 * @param {object} options  { connections, warmupSeconds, durationSeconds }
 */
export async function measure(scenario, { connections, warmupSeconds, durationSeconds }) {
  const base = {
    url: scenario.url,
    connections,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: {
          // As a browser asks: the api answers 1 KB or more compressed (decision 0015).
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(scenario.body ? { 'content-type': 'application/json' } : {}),
          ...scenario.headers,
        },
        body: scenario.body ? JSON.stringify(scenario.body) : undefined,
        ...(scenario.setupRequest ? { setupRequest: scenario.setupRequest } : {}),
      },
    ],
  };
  const warmup = warmupSeconds > 0 ? await run({ ...base, duration: warmupSeconds }) : undefined;
  const cpuBefore = cpuSeconds(scenario.serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await run({ ...base, duration: durationSeconds });
  const generator = process.cpuUsage(generatorBefore);
  const cpuAfter = cpuSeconds(scenario.serverPid);
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const non2xx = result.non2xx;
  return {
    /** The server's CPU per answered request in the measured run (µs), when its process could be read. */
    serverCpuMicrosPerRequest:
      serverCpu === undefined || result.requests.total === 0 ? undefined : (1e6 * serverCpu) / result.requests.total,
    /** The server's CPU time over the measured run's length: 1 is one core busy all the time. */
    serverBusy: serverCpu === undefined ? undefined : serverCpu / durationSeconds,
    /** The load generator's (this process's) CPU time over the run's length: near 1, it limited req/s. */
    generatorBusy: (generator.user + generator.system) / 1e6 / durationSeconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** Socket errors, timeouts (autocannon counts them among its errors) and non-2xx answers, measured run. */
    errors: result.errors + non2xx,
    /** What the errors were: socket errors, timeouts (autocannon gives up after 10 s) and non-2xx answers. */
    errorKinds: { socket: result.errors - result.timeouts, timeouts: result.timeouts, non2xx },
    total: result.requests.total,
    /** 2xx answers in the warm-up and the measured run together (for the one-charge check). */
    ok2xxAll: result['2xx'] + (warmup?.['2xx'] ?? 0),
    sentAll: result.requests.sent + (warmup?.requests.sent ?? 0),
    statusCodes: statusCodes(result, warmup),
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Non-2xx answers by status, measured and warm-up runs together, e.g. { 409: 3 }. */
function statusCodes(...results) {
  const counts = {};
  for (const result of results) {
    for (const [code, count] of Object.entries(result?.statusCodeStats ?? {})) {
      if (code.startsWith('2')) continue;
      counts[code] = (counts[code] ?? 0) + count.count;
    }
  }
  return counts;
}
