import { AsyncLocalStorage } from 'node:async_hooks';
import { Socket } from 'node:net';

/**
 * The socket writes `run` makes in its own async context: on PostgreSQL each is a round trip to the
 * database (app.inject uses no socket; the change feed's only reads). The job queue's workers poll on
 * their own sockets on their own schedule, outside that context, and under a loaded run several of
 * their polls fell inside a measured request.
 */
export async function socketWrites(run: () => Promise<unknown>): Promise<number> {
  const prototype = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  const originals = { _write: prototype._write, _writev: prototype._writev };
  const measured = new AsyncLocalStorage<true>();
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    prototype[method] = function (this: Socket, ...args: unknown[]) {
      if (measured.getStore()) writes += 1;
      return originals[method].apply(this, args);
    };
  }
  try {
    await measured.run(true, run);
  } finally {
    Object.assign(prototype, originals);
  }
  return writes;
}
