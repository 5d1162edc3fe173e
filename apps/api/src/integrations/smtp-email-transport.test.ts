import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSmtpStub, SMTP_STUB_LOGIN, type SmtpStubOptions, startSmtpStub } from '../../stubs/smtp';
import { rejectionOf } from '../../test/rejection';
import { DeliveryError } from './delivery';
import type { SmtpSettings } from './email-settings';
import { SmtpEmailTransport } from './smtp-email-transport';

const log = pino({ level: 'silent' });
let directory: string;
const open: Array<{ close(): unknown }> = [];

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'smtp-transport-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function stub(options: SmtpStubOptions = {}): Promise<RunningSmtpStub & { caFile: string | null }> {
  const caFile = options.tls === 'none' ? null : join(directory, `${open.length}-${Date.now()}.pem`);
  const running = await startSmtpStub({ ...options, certificateFile: caFile ?? undefined });
  open.push(running);
  return Object.assign(running, { caFile });
}

function transport(
  server: RunningSmtpStub & { caFile: string | null },
  overrides: Partial<SmtpSettings> = {},
  timeoutMs = 5000,
): SmtpEmailTransport {
  const smtp = new SmtpEmailTransport(
    {
      kind: 'smtp',
      // The certificate names localhost, so the client checks it against that name.
      host: 'localhost',
      port: server.port,
      secure: false,
      requireTls: true,
      caFile: server.caFile,
      auth: { user: SMTP_STUB_LOGIN.user, password: SMTP_STUB_LOGIN.password },
      from: { address: 'selfcare@operator.lk', name: 'Selfcare' },
      ...overrides,
    },
    { log, timeoutMs },
  );
  open.push(smtp);
  return smtp;
}

const resetMail = {
  to: 'nimal@example.lk',
  subject: 'ඔබගේ Selfcare මුරපදය යළි සකසන්න',
  text: 'ආයුබෝවන් නිමල්,\n\nනව මුරපදයක් තෝරා ගැනීමට මෙම සබැඳිය විවෘත කරන්න:\n\nhttps://selfcare.example/pwd_recovery/reset=abc123\n\nSelfcare',
};

describe('SMTP e-mail transport', () => {
  it('sends over STARTTLS with a login, and the message arrives whole, Sinhala included', async () => {
    const server = await stub();
    await transport(server).deliver(resetMail);

    const [mail] = server.received();
    expect(mail).toMatchObject({
      envelope: { from: 'selfcare@operator.lk', to: ['nimal@example.lk'] },
      user: 'selfcare',
      secure: true,
      from: '"Selfcare" <selfcare@operator.lk>',
      to: 'nimal@example.lk',
      subject: resetMail.subject,
    });
    expect(mail?.text.trim()).toBe(resetMail.text);
    // The link stays on a line of its own, in the text and in the HTML alternative.
    expect(mail?.text).toMatch(/^https:\/\/selfcare\.example\/pwd_recovery\/reset=abc123$/m);
    expect(mail?.html).toContain(
      '<a href="https://selfcare.example/pwd_recovery/reset=abc123">https://selfcare.example/pwd_recovery/reset=abc123</a>',
    );
    expect(mail?.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail?.headers['message-id']).toMatch(/^<.+@operator\.lk>$/);
    expect(mail?.headers.date).toBeDefined();
  });

  it('sends over implicit TLS when the relay speaks TLS from the first byte', async () => {
    const server = await stub({ tls: 'implicit' });
    await transport(server, { secure: true, requireTls: false }).deliver(resetMail);
    expect(server.received()).toMatchObject([{ secure: true, subject: resetMail.subject }]);
  });

  it('refuses to send in clear when STARTTLS is required and the relay does not offer it', async () => {
    const server = await stub({ tls: 'none' });
    const failure = await rejectionOf(transport(server).deliver(resetMail), DeliveryError);
    expect(failure.permanent).toBe(false);
    expect(server.received()).toEqual([]);
  });

  it('fails, to be tried again later, when the relay refuses the login', async () => {
    const server = await stub();
    const smtp = transport(server, { auth: { user: SMTP_STUB_LOGIN.user, password: 'not-the-password' } });
    const failure = await rejectionOf(smtp.deliver(resetMail), DeliveryError);
    expect(failure.permanent).toBe(false);
    expect(failure.message).toContain('EAUTH 535');
    expect(server.received()).toEqual([]);
  });

  it('reads a 5xx refusal of the recipient or the message as permanent, a 4xx as worth another try', async () => {
    const server = await stub();
    const smtp = transport(server);
    const cases = [
      { at: 'rcpt', code: 550, permanent: true },
      { at: 'rcpt', code: 451, permanent: false },
      { at: 'data', code: 554, permanent: true },
      { at: 'data', code: 452, permanent: false },
    ] as const;
    for (const { at, code, permanent } of cases) {
      server.setNextAnswer({ kind: 'reply', at, code });
      const failure = await rejectionOf(smtp.deliver(resetMail), DeliveryError);
      expect({ at, code, permanent: failure.permanent }).toEqual({ at, code, permanent });
      expect(failure.message).toBe(
        `the SMTP relay refused the message with ${code} at ${at === 'rcpt' ? 'RCPT TO' : 'DATA'}`,
      );
    }
    expect(server.received()).toEqual([]);
    // Each refusal was for one message: the next one goes through.
    await smtp.deliver(resetMail);
    expect(server.received()).toHaveLength(1);
  });

  it('reads a dropped connection as worth another try', async () => {
    const server = await stub();
    server.setNextAnswer({ kind: 'drop', at: 'rcpt' });
    const failure = await rejectionOf(transport(server).deliver(resetMail), DeliveryError);
    expect(failure.permanent).toBe(false);
    expect(server.received()).toEqual([]);
  });

  it('gives up on a relay that accepts the connection and never answers, at the deadline', async () => {
    const server = await stub();
    server.setNextAnswer({ kind: 'silence' });
    const started = performance.now();
    const failure = await rejectionOf(transport(server, {}, 300).deliver(resetMail), DeliveryError);
    const elapsed = performance.now() - started;
    expect(failure.message).toBe('the SMTP relay gave no answer in time');
    expect(failure.permanent).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });
});
