import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUntilSettled, SETTLE_DELAYS_MS } from './read-until-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('readUntilSettled', () => {
  it('reads at once and does not wait for an answer that is already settled', async () => {
    const read = vi.fn(async () => 'SUCCESS');
    await expect(readUntilSettled(read, (value) => value !== 'PENDING', new AbortController().signal)).resolves.toBe(
      'SUCCESS',
    );
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('backs off between reads while the answer is pending', async () => {
    const answers = ['PENDING', 'PENDING', 'SUCCESS'];
    const read = vi.fn(async () => answers.shift() ?? 'SUCCESS');
    const result = readUntilSettled(read, (value) => value !== 'PENDING', new AbortController().signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SETTLE_DELAYS_MS[0] ?? 0);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SETTLE_DELAYS_MS[1] ?? 0);
    await expect(result).resolves.toBe('SUCCESS');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last answer once the delays are spent', async () => {
    const read = vi.fn(async () => 'PENDING');
    const result = readUntilSettled(read, (value) => value !== 'PENDING', new AbortController().signal);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('PENDING');
    expect(read).toHaveBeenCalledTimes(SETTLE_DELAYS_MS.length + 1);
  });

  it('stops when the flow is abandoned', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => 'PENDING');
    const result = readUntilSettled(read, (value) => value !== 'PENDING', controller.signal);
    const rejected = expect(result).rejects.toThrow('left');
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('left'));
    await rejected;
    expect(read).toHaveBeenCalledTimes(1);
  });
});
