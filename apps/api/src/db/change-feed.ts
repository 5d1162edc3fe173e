import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/** The channels the triggers of migrations 0006 (decision 0017) and 0017 (decision 0060) notify on. */
export const CHANGE_CHANNELS = [
  'selfcare_connection_changed',
  'selfcare_session_changed',
  'selfcare_catalogue_changed',
] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

export interface ChangeListener {
  /**
   * A committed change: its channel and payload (a connection id; 'session:<id>' or 'account:<id>'; the
   * catalogue table written).
   */
  onChange(channel: ChangeChannel, payload: string): void;
  /**
   * Changes may have been missed (the listening connection dropped) or the feed just started hearing
   * them: anything derived from the database before now must be dropped.
   */
  onGap(): void;
}

export interface ChangeFeed {
  /** True while every committed change is being heard: only then may a cache trust what it holds. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface ChangeFeedLog {
  warn(details: object, message: string): void;
}

const isChannel = (channel: string): channel is ChangeChannel =>
  (CHANGE_CHANNELS as readonly string[]).includes(channel);

/** Listens on the database the app uses: in-process for PGlite, a dedicated connection for PostgreSQL. */
export async function openChangeFeed(db: Database, listener: ChangeListener, log: ChangeFeedLog): Promise<ChangeFeed> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return openPgliteFeed(client, listener);
  if (client instanceof pg.Pool) {
    const feed = new PostgresChangeFeed(client.options, listener, log);
    await feed.start();
    return feed;
  }
  throw new Error('change feed: unknown database client');
}

/** PGlite runs in this process: a notification is delivered after its commit and never lost. */
async function openPgliteFeed(client: PGlite, listener: ChangeListener): Promise<ChangeFeed> {
  const stops = await Promise.all(
    CHANGE_CHANNELS.map((channel) => client.listen(channel, (payload) => listener.onChange(channel, payload))),
  );
  listener.onGap();
  return {
    live: true,
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One connection kept outside the pool, LISTENing on every channel. When it drops (a database restart,
 * a network cut) the feed is not live until it listens again, and the listener hears a gap both when
 * it drops and when it is back, so nothing cached in between survives.
 */
class PostgresChangeFeed implements ChangeFeed {
  #client: pg.Client | undefined;
  #live = false;
  #closed = false;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly listener: ChangeListener,
    private readonly log: ChangeFeedLog,
  ) {}

  get live(): boolean {
    return this.#live;
  }

  async start(): Promise<void> {
    const client = new pg.Client(this.options);
    client.on('notification', (message) => {
      if (isChannel(message.channel) && message.payload) this.listener.onChange(message.channel, message.payload);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, undefined));
    try {
      await client.connect();
      for (const channel of CHANGE_CHANNELS) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.log.warn({ err: error }, 'change feed: cannot listen; caches are bypassed until it can');
      this.#retry();
      return;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#retryMs = FIRST_RETRY_MS;
    this.listener.onGap();
    this.#live = true;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#live = false;
    this.listener.onGap();
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.log.warn({ err: error }, 'change feed: connection lost; caches are bypassed until it listens again');
    this.#retry();
  }

  #retry(): void {
    if (this.#closed) return;
    this.#retryTimer = setTimeout(() => void this.start(), this.#retryMs);
    this.#retryTimer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, LAST_RETRY_MS);
  }
}
