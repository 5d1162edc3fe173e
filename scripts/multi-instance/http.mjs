// Plain fetch calls of the proof, each timed and counted by the address it went to.

/** @type {Map<string, number>} requests sent per base URL (an instance directly, or nginx) */
export const sentTo = new Map();

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {any} body
 * @property {number} ms
 */

/**
 * @param {string} base
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} [options]
 * @returns {Promise<Answer>}
 */
export async function call(base, path, options = {}) {
  const headers = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  sentTo.set(base, (sentTo.get(base) ?? 0) + 1);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page from nginx): kept as text for the failure message.
  }
  return { status: response.status, body, ms: performance.now() - started };
}

/**
 * The answer, when its status is the one expected; otherwise a failure naming the call.
 * @param {Promise<Answer>} pending
 * @param {number} status
 * @param {string} what
 */
export async function expectStatus(pending, status, what) {
  const answer = await pending;
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer;
}

/**
 * @param {boolean} condition
 * @param {string} message
 * @returns {asserts condition}
 */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}
