/** One table of a suite's figures: printed as text, written as markdown and JSON. */
export interface Table {
  heading: string;
  columns: string[];
  rows: (string | number)[][];
  notes?: string[];
}

export interface SuiteOptions {
  /** The run's seed: the same seed sends the same requests again. */
  seed: number;
  /** Fewer runs, for a first look. */
  quick: boolean;
  /** A PostgreSQL server to create a scratch database on; PGlite in memory without it. */
  databaseUrl: string | undefined;
  /**
   * The PostgreSQL server for the suites that need one (races, a restarted database, SIGKILL):
   * RELIABILITY_DATABASE_URL, else TEST_DATABASE_URL; without either they skip and say so.
   */
  postgresUrl: string | undefined;
  /** Only the parts (routes, for the bad-input suite) whose names contain one of these. */
  only: string[];
  log(line: string): void;
}

/**
 * What `reliability/run.ts` expects of the module of each suite: `run(options)` resolving to its tables
 * and the number of failures it found (the runner exits non-zero when any suite found one).
 */
export interface SuiteResult {
  tables: Table[];
  failures: number;
  database: string;
  /** Anything more the suite keeps for latest.json (every failure, for instance). */
  details?: unknown;
}
