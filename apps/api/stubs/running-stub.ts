/** A stub server listening on loopback, as `npm run stubs` and the tests start it. */
export interface RunningStub {
  /** The system it stands in for, as the stubs' index page names it. */
  name: string;
  /** Where it listens, e.g. http://127.0.0.1:7101 or smtp://127.0.0.1:2525. */
  url: string;
  close(): Promise<void>;
}

/** Where a stub listens: port 0 (the tests) lets the system choose a free one. */
export interface StubOptions {
  port?: number;
  host?: string;
}
