/** 2^16 counters: 256 KB, and a bump meant for one id also invalidates about 1 in 65,536 others. */
const SLOT_BITS = 16;
const SLOT_MASK = (1 << SLOT_BITS) - 1;

/** FNV-1a: ids are uuids or short keys, so any cheap, well-spread hash will do. */
function slotOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & SLOT_MASK;
}

/**
 * Invalidation counters for the in-process caches (decision 0017). A cache stamps what it stores with
 * the counters of the ids it depends on, read before the database was; a change to an id bumps its
 * counter, so an answer read before the change, even one stored after it, no longer matches. A fixed
 * array of hashed counters keeps memory flat however many ids change; a rare collision only costs a miss.
 */
export class Generations {
  readonly #slots = new Uint32Array(1 << SLOT_BITS);
  #epoch = 0;

  /** The stamp of `id` now; compare it with a stored one to know whether `id` changed in between. */
  of(id: string): string {
    return `${this.#epoch}.${this.#slots[slotOf(id)]}`;
  }

  bump(id: string): void {
    const slot = slotOf(id);
    this.#slots[slot] = (this.#slots[slot] ?? 0) + 1;
  }

  /** Everything changed (changes may have been missed): no stamp taken before matches again. */
  bumpAll(): void {
    this.#epoch += 1;
  }
}
