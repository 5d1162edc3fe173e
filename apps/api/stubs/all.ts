import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHsenidSmsStub } from './hsenid-sms';
import type { RunningStub, StubOptions } from './running-stub';
import { startSmtpStub } from './smtp';

/** Where the SMTP stub writes its certificate, for SMTP_TLS_CA_FILE in deploy/production.env.example. */
export const SMTP_STUB_CERTIFICATE_FILE = join(tmpdir(), 'selfcare-stub-smtp.pem');

/** Every stub `npm run stubs` starts, with the port deploy/production.env.example points at. */
export const allStubs: Array<{ port: number; start: (options: StubOptions) => Promise<RunningStub> }> = [
  {
    port: 2525,
    start: (options) => startSmtpStub({ ...options, controlPort: 7100, certificateFile: SMTP_STUB_CERTIFICATE_FILE }),
  },
  { port: 7101, start: startHsenidSmsStub },
];
