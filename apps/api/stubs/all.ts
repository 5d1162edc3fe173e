import { startPayHereStub } from './payhere/start-payhere-stub';
import type { RunningStub, StubOptions } from './running-stub';

/** Every stub `npm run stubs` starts, with the port deploy/production.env.example points at. */
export const allStubs: Array<{ port: number; start: (options: StubOptions) => Promise<RunningStub> }> = [
  { port: 7105, start: startPayHereStub },
];
