import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import type { JobQueueSettings } from '../integrations/job-queue-settings';
import { type BossDatabase, bossDatabase } from './boss-database';

/** The log lines the queue writes: FastifyBaseLogger's, or a silent stand-in. */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a handler knows about the try it is making. */
export interface JobContext {
  db: Database;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this try fails. */
  lastAttempt: boolean;
}

export interface JobKindOptions<T> {
  /** Retries after the first try; each waits about twice as long as the one before, with jitter. */
  retryLimit: number;
  /** The wait before the first retry. */
  retryDelaySeconds: number;
  /**
   * Called once a job is given up on: its last try failed or was lost, or a try failed permanently.
   * `reason` is the failure's message. Runs on the dead-letter queue's worker, so a crash is retried.
   */
  onDeadLetter?(data: T, reason: string, db: Database): Promise<void>;
}

interface JobKind<T> extends JobKindOptions<T> {
  handler(data: T, context: JobContext): Promise<void>;
}

/** An error a handler throws for a failure no retry can mend (a refused address): the job is given up at once. */
export function isPermanentFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

/** Where a job kind's given-up jobs go: pg-boss copies a job there when its last try fails. */
export const deadLetterQueue = (name: string) => `${name}-dead-letter`;

const SHUTTING_DOWN = 'the api is shutting down; the job is tried again later';

/** The PostgreSQL schema that holds pg-boss's tables, apart from the app's own. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * The durable job queue (docs/decisions/0047): pg-boss on the app's own database, PostgreSQL or PGlite.
 * A module defines a job kind once, at start-up (`define`), and enqueues jobs of it inside its own
 * transaction (`enqueue`), so a job exists exactly when the change that asked for it commits. The
 * api's process works the jobs: each kind's handler is tried until it succeeds, with exponential
 * back-off, at least once; a job is given up after its last try and lands in its dead-letter queue.
 * A handler must therefore be safe to run again (a try may be cut short by a crash after its effect).
 */
export class JobQueue {
  readonly #settings: JobQueueSettings;
  readonly #kinds = new Map<string, JobKind<object>>();
  // pg-boss builds its SQL from its settings; the connection is the caller's on send, the app's once started.
  readonly #boss: PgBoss;
  #database: BossDatabase | undefined;
  #db: Database | undefined;
  #log: JobLog | undefined;
  #stopping = false;
  readonly #failureListeners: ((queue: string) => void)[] = [];

  constructor(settings: JobQueueSettings) {
    this.#settings = settings;
    this.#boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          if (!this.#database) throw new Error('the job queue has not started');
          return this.#database.executeSql(text, values);
        },
      },
      schema: JOB_QUEUE_SCHEMA,
      // The schema is installed or upgraded at start (under pg-boss's advisory lock, so two processes may start together).
      migrate: true,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      pollingIntervalSeconds: settings.pollSeconds,
    });
  }

  /** What the queue was built with, for the modules that enqueue (each kind's retry settings). */
  get settings(): JobQueueSettings {
    return this.#settings;
  }

  /** Names a kind of job and its handler; before `start`. Names: letters, digits, '-' and '_'. */
  define<T extends object>(
    name: string,
    handler: (data: T, context: JobContext) => Promise<void>,
    options: JobKindOptions<T>,
  ): void {
    if (this.#database) throw new Error(`job kind ${name}: define it before the queue starts`);
    if (this.#kinds.has(name)) throw new Error(`job kind ${name} is defined twice`);
    this.#kinds.set(name, { ...options, handler } as JobKind<object>);
  }

  /**
   * Enqueues a job in the caller's transaction: it is there if and only if the transaction commits.
   * Given the database itself, the job is enqueued at once. `startAfterSeconds` delays its first try.
   */
  async enqueue<T extends object>(
    db: DbOrTx,
    name: string,
    data: T,
    options: { startAfterSeconds?: number } = {},
  ): Promise<string> {
    if (!this.#kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    const id = await this.#boss.send(name, data, {
      db: bossDatabase(db),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    // pg-boss inserts nothing for a queue it does not know: the database has not seen this queue start.
    if (id === null) throw new Error(`job kind ${name} has no queue in this database; start the job queue first`);
    return id;
  }

  /**
   * Enqueues many jobs of one kind in the caller's transaction in one statement (pg-boss's `insert`),
   * as `enqueue` does one: a sweep step that queues a message per item queues a page's at once.
   */
  async enqueueMany<T extends object>(db: DbOrTx, name: string, data: readonly T[]): Promise<void> {
    if (!this.#kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    if (data.length === 0) return;
    const jobs = data.map((item) => ({ id: randomUUID(), name, data: item }));
    const database = bossDatabase(db);
    await this.#boss.insert(jobs, { db: database });
    // As `enqueue`: pg-boss inserts nothing for a queue it does not know, and its bulk insert says nothing.
    const { rows } = await database.executeSql(
      `select count(*)::int as inserted from ${JOB_QUEUE_SCHEMA}.job where name = $1 and id = any($2::uuid[])`,
      [name, jobs.map((job) => job.id)],
    );
    if ((rows[0] as { inserted: number } | undefined)?.inserted !== jobs.length) {
      throw new Error(`job kind ${name} has no queue in this database; start the job queue first`);
    }
  }

  /**
   * Installs or upgrades pg-boss's schema and the kinds' queues, then starts the workers unless `work`
   * is false (a database template is prepared without them).
   */
  async start(db: Database, log: JobLog, options: { work?: boolean } = {}): Promise<void> {
    if (this.#database) throw new Error('the job queue has already started');
    this.#database = bossDatabase(db);
    this.#db = db;
    this.#log = log;
    this.#boss.on('error', (error: Error) => log.error({ err: error }, 'job queue: pg-boss failed'));
    await this.#boss.start();
    for (const [name, kind] of this.#kinds) {
      const dead = deadLetterQueue(name);
      const queue = {
        name,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.#settings.attemptTimeoutSeconds,
      };
      // Made once (the test templates have them); an existing queue gets today's retry settings.
      if (!(await this.#boss.getQueue(dead))) await this.#boss.createQueue(dead, { ...queue, name: dead });
      if (await this.#boss.getQueue(name)) await this.#boss.updateQueue(name, { ...queue, deadLetter: dead });
      else await this.#boss.createQueue(name, { ...queue, deadLetter: dead });
      if (options.work === false) continue;
      const polling = { pollingIntervalSeconds: this.#settings.pollSeconds, includeMetadata: true } as const;
      for (let worker = 0; worker < this.#settings.concurrency; worker += 1) {
        await this.#boss.work<object>(name, polling, ([job]) => this.#try(name, kind, job));
      }
      if (kind.onDeadLetter) await this.#boss.work<object>(dead, polling, ([job]) => this.#giveUp(name, kind, job));
    }
  }

  /** Whether the workers are taking jobs: started, and not stopping. */
  get running(): boolean {
    return this.#database !== undefined && !this.#stopping;
  }

  /** Calls `listener` with the queue's name whenever a try fails (metrics count them). */
  onFailure(listener: (queue: string) => void): void {
    this.#failureListeners.push(listener);
  }

  /** Jobs waiting in each kind's queue and its dead-letter queue (created or waiting to retry); none before start. */
  async depths(): Promise<Map<string, number>> {
    const depths = new Map<string, number>();
    if (!this.#database) return depths;
    for (const name of this.#kinds.keys()) {
      for (const queue of [name, deadLetterQueue(name)]) depths.set(queue, await this.#boss.getQueueSize(queue));
    }
    return depths;
  }

  /** The workers take no more jobs and the jobs in hand may finish (for JOB_QUEUE_SHUTDOWN_SECONDS). */
  async stop(): Promise<void> {
    if (!this.#database || this.#stopping) return;
    this.#stopping = true;
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: this.#settings.shutdownSeconds * 1000 });
    // pg-boss records a job's completion without waiting for it; the database must not close under it.
    await this.#database.settled();
  }

  async #try<T>(name: string, kind: JobKind<T>, job: PgBoss.JobWithMetadata<T> | undefined): Promise<void> {
    if (!job) return;
    // A job fetched as the queue stops goes back, to be tried again after the restart.
    if (this.#stopping || !this.#db) throw new Error(SHUTTING_DOWN);
    const attempt = job.retryCount + 1;
    const lastAttempt = job.retryCount >= job.retryLimit;
    try {
      await kind.handler(job.data, { db: this.#db, attempt, lastAttempt });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      for (const listener of this.#failureListeners) listener(name);
      if (isPermanentFailure(error)) {
        this.#log?.warn({ job: name, jobId: job.id, attempt, reason }, 'job failed permanently; given up');
        await kind.onDeadLetter?.(job.data, reason, this.#db);
        return;
      }
      this.#log?.warn(
        { job: name, jobId: job.id, attempt, reason },
        lastAttempt ? 'job failed on its last try; given up' : 'job failed; it will be tried again',
      );
      throw error;
    }
  }

  async #giveUp<T>(name: string, kind: JobKind<T>, job: PgBoss.JobWithMetadata<T> | undefined): Promise<void> {
    if (!job || !this.#db) return;
    await kind.onDeadLetter?.(job.data, failureReason(job.output), this.#db);
    this.#log?.info({ job: name, jobId: job.id }, 'job given up: dead-lettered');
  }
}

/** pg-boss keeps a failure as the serialized error, or `{ value: { message } }` for a lost try. */
function failureReason(output: unknown): string {
  const failure = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = failure?.message ?? failure?.value?.message;
  return typeof message === 'string' ? message : 'the last try failed';
}
