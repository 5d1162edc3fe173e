import type { RunningStub, StubOptions } from './running-stub';
import { startTmf629Stub } from './tmf629';
import { startTmf641Stub } from './tmf641';

/** Every stub `npm run stubs` starts, with the port deploy/production.env.example points at. */
export const allStubs: Array<{ port: number; start: (options: StubOptions) => Promise<RunningStub> }> = [
  { port: 7103, start: startTmf629Stub },
  { port: 7104, start: startTmf641Stub },
];
