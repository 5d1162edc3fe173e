import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHsenidSmsStub } from './hsenid-sms';
import { startOperatorStub } from './operator';
import { startPayHereStub } from './payhere/start-payhere-stub';
import type { RunningStub, StubOptions } from './running-stub';
import { startSmtpStub } from './smtp';
import { startTmf629Stub } from './tmf629';
import { startTmf641Stub } from './tmf641';

/**
 * Where the SMTP stub writes its certificate: the file the api is told to trust (SMTP_TLS_CA_FILE, as
 * deploy/production.env.example sets it), else one in the temporary directory.
 */
const SMTP_STUB_CERTIFICATE_FILE = process.env.SMTP_TLS_CA_FILE ?? join(tmpdir(), 'selfcare-stub-smtp.pem');

/** Every stub `npm run stubs` starts, with the port deploy/production.env.example points at. */
export const allStubs: Array<{ port: number; start: (options: StubOptions) => Promise<RunningStub> }> = [
  {
    port: 2525,
    start: (options) => startSmtpStub({ ...options, controlPort: 7100, certificateFile: SMTP_STUB_CERTIFICATE_FILE }),
  },
  { port: 7101, start: startHsenidSmsStub },
  { port: 7105, start: startPayHereStub },
  { port: 7102, start: startOperatorStub },
  { port: 7103, start: startTmf629Stub },
  { port: 7104, start: startTmf641Stub },
];
