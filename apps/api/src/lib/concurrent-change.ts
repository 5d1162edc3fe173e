/**
 * PostgreSQL's answers when two transactions' locks or snapshots cross: 40P01 (deadlock detected, one of
 * them aborted) and 40001 (serialization failure). Neither request was wrong, and repeating it succeeds;
 * the subscriber's own two actions at the same instant (decision 0075) are the known case.
 */
const CONCURRENCY_SQLSTATES = new Set(['40P01', '40001']);

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), is such an abort. */
export function isConcurrentChange(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = typeof current === 'object' && 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && CONCURRENCY_SQLSTATES.has(code)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
