/**
 * Waits between reads while a payment is still settling (DESIGN.md "No artificial waits": the first read
 * is at once, later ones back off). About a minute and a half in all, after which the flow reports the
 * payment as still in progress rather than keep the subscriber waiting.
 */
export const SETTLE_DELAYS_MS: readonly number[] = [1_000, 2_000, 3_000, 5_000, 8_000, 13_000, 13_000, 21_000, 21_000];

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Reads at once, then again after each delay for as long as `settled` says no. Answers the last read
 * either way; rejects with the signal's reason once the flow is abandoned.
 */
export async function readUntilSettled<T>(
  read: () => Promise<T>,
  settled: (value: T) => boolean,
  signal: AbortSignal,
): Promise<T> {
  let value = await read();
  for (const delay of SETTLE_DELAYS_MS) {
    if (settled(value)) return value;
    await pause(delay, signal);
    value = await read();
  }
  return value;
}
