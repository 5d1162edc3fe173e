import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { BoundedSlots, SlotsExhaustedError } from './bounded-slots';
import { unavailableFor } from './database-unavailable';

/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with the OWASP Password Storage Cheat Sheet's first option: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds 19 MiB and a core for tens of milliseconds on libuv's thread pool, which file reads
 * and compression share. A login flood must not take all of it nor queue without end: at most one hash
 * per core (and no more than the pool's 4 threads) at once, up to HASH_WAITING more waiting their turn,
 * and beyond that 503 with Retry-After (issue 8, API4).
 */
export const HASH_SLOTS = Math.min(4, availableParallelism());
export const HASH_WAITING = 100;
export const HASH_RETRY_AFTER_SECONDS = 2;
const hashing = new BoundedSlots('password hashing', HASH_SLOTS, HASH_WAITING);

async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(task);
  } catch (error) {
    if (error instanceof SlotsExhaustedError) throw unavailableFor(HASH_RETRY_AFTER_SECONDS);
    throw error;
  }
}

export function hashSecret(secret: string): Promise<string> {
  return inSlot(() => hash(secret, ARGON2_OPTIONS));
}

/** False for a wrong secret and for a malformed stored hash alike. */
export function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  return inSlot(async () => {
    try {
      return await verify(storedHash, secret);
    } catch {
      return false;
    }
  });
}
