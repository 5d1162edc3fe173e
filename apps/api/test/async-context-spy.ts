import type * as AsyncHooks from 'node:async_hooks';
import { createRequire, syncBuiltinESMExports } from 'node:module';

/**
 * Every AsyncLocalStorage made, and every store entered, in this process once this module has loaded,
 * with where from. On Node 20 an AsyncLocalStorage that has entered a store turns on promise hooks for
 * the whole process, which cost every api request about 20 µs (docs/performance.md): the api and its
 * server render use none. Import it before the app's modules, so that one made as a module loads counts.
 */
export const asyncContextUses: string[] = [];

const record = (what: string) => {
  const callers = new Error().stack?.split('\n').slice(3, 7).join('\n') ?? '';
  asyncContextUses.push(`${what}\n${callers}`);
};

// The builtin's CommonJS exports are writable; syncBuiltinESMExports carries the change to every ESM
// `import { AsyncLocalStorage } from 'node:async_hooks'`, loaded before or after.
const asyncHooks = createRequire(import.meta.url)('node:async_hooks') as typeof AsyncHooks;
const Original = asyncHooks.AsyncLocalStorage;
asyncHooks.AsyncLocalStorage = class<T> extends Original<T> {
  constructor() {
    super();
    record('new AsyncLocalStorage()');
  }
};
syncBuiltinESMExports();

// Entering a store is what turns the hooks on, on any instance (Node's own included): its prototype's.
const prototype = Original.prototype as unknown as Record<'run' | 'enterWith', (...args: unknown[]) => unknown>;
for (const method of ['run', 'enterWith'] as const) {
  const enter = prototype[method];
  prototype[method] = function (this: unknown, ...args: unknown[]) {
    record(`AsyncLocalStorage.${method}()`);
    return enter.apply(this, args);
  };
}
