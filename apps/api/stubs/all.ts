import { startOperatorStub } from './operator';
import { startPayHereStub } from './payhere/start-payhere-stub';
import type { RunningStub, StubOptions } from './running-stub';
import { startTmf629Stub } from './tmf629';
import { startTmf641Stub } from './tmf641';

/** Every stub `npm run stubs` starts, with the port deploy/production.env.example points at. */
export const allStubs: Array<{ port: number; start: (options: StubOptions) => Promise<RunningStub> }> = [
  { port: 7105, start: startPayHereStub },
  { port: 7102, start: startOperatorStub },
  { port: 7103, start: startTmf629Stub },
  { port: 7104, start: startTmf641Stub },
];
