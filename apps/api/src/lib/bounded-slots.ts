/** Thrown by `BoundedSlots.run` when every slot is taken and the waiting line is full. */
export class SlotsExhaustedError extends Error {
  constructor(slotsName: string) {
    super(`${slotsName}: every slot is taken and the waiting line is full`);
    this.name = 'SlotsExhaustedError';
  }
}

/**
 * At most `slots` tasks at once; up to `waiting` more wait their turn in order; beyond that a task is
 * refused at once (SlotsExhaustedError) rather than queued without end, so a flood costs a bounded
 * amount of memory and a bounded wait.
 */
export class BoundedSlots {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly name: string,
    readonly slots: number,
    readonly waiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.line.length >= this.waiting) throw new SlotsExhaustedError(this.name);
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, so `running` never dips and lets a newcomer jump it.
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
