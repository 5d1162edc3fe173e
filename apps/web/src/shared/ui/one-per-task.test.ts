import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePerTask } from './one-per-task';

describe('onePerTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs queued work in order, one piece per task', () => {
    const ran: string[] = [];
    onePerTask(() => ran.push('a'));
    onePerTask(() => ran.push('b'));
    onePerTask(() => ran.push('c'));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves out work taken back before its turn, and starts again for work queued later', () => {
    const ran: string[] = [];
    onePerTask(() => ran.push('a'));
    const cancel = onePerTask(() => ran.push('b'));
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['a']);
    onePerTask(() => ran.push('c'));
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'c']);
  });
});
