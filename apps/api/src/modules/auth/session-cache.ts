import { dropOldest } from '../../lib/drop-oldest';
import type { Generations } from '../../lib/generations';
import type { SessionClaims } from './tokens';

interface KnownSession {
  accountId: string;
  issuedAt: number;
  until: number;
  stamp: string;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Whether the change feed is hearing every revocation now (decision 0017). */
  live: () => boolean;
  generations: Generations;
  now?: () => number;
  /** Told of each lookup while the cache is on: whether it was a hit (the metrics count them). */
  record?: (hit: boolean) => void;
}

/** What a session's validity depends on: its own row, and its account's tokens_valid_after. */
export const sessionKey = (sessionId: string) => `session:${sessionId}`;
export const accountKey = (accountId: string) => `account:${accountId}`;

/**
 * Sessions found active in the database, so a subscriber's next requests skip that read. A revocation
 * (logout, password change or reset) is heard through the change feed at its commit and bumps the
 * session's or the account's generation, so the entry stops matching at once; the time to live only
 * bounds what a missed notification could cost, and nothing is trusted while the feed is not live.
 */
export class SessionCache {
  readonly #entries = new Map<string, KnownSession>();
  readonly #now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.#now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.live();
  }

  /** Taken before the database is read: a revocation committed after it makes the stamp stale. */
  stampOf(claims: SessionClaims): string {
    const { generations } = this.options;
    return `${generations.of(sessionKey(claims.sessionId))}/${generations.of(accountKey(claims.accountId))}`;
  }

  isKnownActive(claims: SessionClaims): boolean {
    if (!this.enabled) return false;
    const entry = this.#entries.get(claims.sessionId);
    if (!entry) {
      this.options.record?.(false);
      return false;
    }
    const current =
      entry.accountId === claims.accountId &&
      entry.issuedAt === claims.issuedAt &&
      entry.until > this.#now() &&
      entry.stamp === this.stampOf(claims);
    if (!current) this.#entries.delete(claims.sessionId);
    this.options.record?.(current);
    return current;
  }

  /** A session the database just found active, with the stamp taken before that read. */
  remember(claims: SessionClaims, stamp: string): void {
    if (!this.enabled) return;
    this.#entries.delete(claims.sessionId);
    this.#entries.set(claims.sessionId, {
      accountId: claims.accountId,
      issuedAt: claims.issuedAt,
      until: this.#now() + this.options.ttlMs,
      stamp,
    });
    dropOldest(this.#entries, this.options.maxEntries);
  }
}
