import { afterEach, describe, expect, it } from 'vitest';
import { anySignal } from './any-signal';

describe('anySignal', () => {
  const native = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
  afterEach(() => {
    if (native) Object.defineProperty(AbortSignal, 'any', native);
  });

  it.each([
    ['with', false],
    ['without', true],
  ])('aborts with the reason of whichever signal aborts first, %s AbortSignal.any', (_, removeNative) => {
    if (removeNative) Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('late');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('late');
  });

  it('is aborted at once when a signal already is', () => {
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    expect(anySignal([AbortSignal.abort('gone'), new AbortController().signal]).reason).toBe('gone');
  });
});
