import { describe, expect, it } from 'vitest';
import { BoundedSlots, SlotsExhaustedError } from './bounded-slots';

/** A task that runs until the test lets it finish, recording how many ran at once. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('bounded slots', () => {
  it('runs at most `slots` tasks at once, lets `waiting` more wait in order, and refuses the rest at once', async () => {
    const slots = new BoundedSlots('test', 2, 3);
    const release = gate();
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await release.opened;
      running -= 1;
      return index;
    };
    const accepted = Array.from({ length: 5 }, (_, index) => slots.run(task(index)));
    const refused = await Promise.allSettled([slots.run(task(5)), slots.run(task(6))]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(SlotsExhaustedError);
    expect(started).toEqual([0, 1]);

    release.open();
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    // Every slot is free again.
    expect(await Promise.all(Array.from({ length: 5 }, (_, index) => slots.run(async () => index)))).toHaveLength(5);
  });

  it('frees the slot of a task that throws', async () => {
    const slots = new BoundedSlots('test', 1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
