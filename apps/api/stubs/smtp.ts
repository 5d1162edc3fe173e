import { writeFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { RunningStub, StubOptions } from './running-stub';

/** A message the stub accepted, as a tester reads it. */
export interface ReceivedEmail {
  envelope: { from: string; to: string[] };
  /** The user the client logged in as; null without AUTH. */
  user: string | null;
  /** Whether the message came over TLS (STARTTLS or implicit). */
  secure: boolean;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every header, names in lower case, values as they arrived (unfolded). */
  headers: Record<string, string>;
}

/**
 * What the stub does with the next message: refuse it with an SMTP reply at RCPT TO or DATA (4xx is a
 * temporary refusal, 5xx a permanent one), drop the connection there, or take the next connection
 * and never say a word (a server that hangs). Used once, then the stub accepts again.
 */
export type SmtpStubAnswer =
  | { kind: 'reply'; at: 'rcpt' | 'data'; code: number; message?: string }
  | { kind: 'drop'; at: 'rcpt' | 'data' }
  | { kind: 'silence' };

export interface SmtpStubOptions extends StubOptions {
  /** 'starttls' (default): offers STARTTLS with a certificate made at start; 'implicit': TLS from the first byte; 'none'. */
  tls?: 'starttls' | 'implicit' | 'none';
  /** The login AUTH PLAIN / LOGIN accept. */
  user?: string;
  password?: string;
  /** Where the HTTP controls listen (`/_stub/messages`, `/_stub/next-answer`); 0 picks a free port. */
  controlPort?: number;
  /** Also write the certificate here (PEM), for a client to trust it (SMTP_TLS_CA_FILE). */
  certificateFile?: string;
}

export interface RunningSmtpStub extends RunningStub {
  host: string;
  port: number;
  /** Where the HTTP controls listen, e.g. http://127.0.0.1:7100. */
  controlUrl: string;
  /** The self-signed certificate (PEM) the stub presents; null without TLS. */
  certificate: string | null;
  received(): ReceivedEmail[];
  clear(): void;
  setNextAnswer(answer: SmtpStubAnswer): void;
}

export const SMTP_STUB_LOGIN = { user: 'selfcare', password: 'selfcare-stub-smtp-password' } as const;

/** A mail server speaking SMTP (RFC 5321) with STARTTLS and AUTH, recording what it accepts. */
export async function startSmtpStub(options: SmtpStubOptions = {}): Promise<RunningSmtpStub> {
  const host = options.host ?? '127.0.0.1';
  const tls = options.tls ?? 'starttls';
  const user = options.user ?? SMTP_STUB_LOGIN.user;
  const password = options.password ?? SMTP_STUB_LOGIN.password;
  const pems =
    tls === 'none'
      ? null
      : await generate([{ name: 'commonName', value: 'localhost' }], {
          keySize: 2048,
          algorithm: 'sha256',
          notAfterDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
          extensions: [
            {
              name: 'subjectAltName',
              altNames: [
                { type: 2, value: 'localhost' },
                { type: 7, ip: '127.0.0.1' },
              ],
            },
          ],
        });
  if (pems && options.certificateFile) await writeFile(options.certificateFile, pems.cert);

  const received: ReceivedEmail[] = [];
  let next: SmtpStubAnswer | null = null;
  const sockets = new Map<number, Socket>();
  const take = (at: 'rcpt' | 'data'): SmtpStubAnswer | null => {
    if (!next || next.kind === 'silence' || next.at !== at) return null;
    const answer = next;
    next = null;
    return answer;
  };
  /** The answer for this command as smtp-server takes it: an error with a reply code, or a dropped socket. */
  const refusal = (at: 'rcpt' | 'data', session: SMTPServerSession): Error | null | 'dropped' => {
    const answer = take(at);
    if (!answer) return null;
    if (answer.kind === 'drop') {
      sockets.get(session.remotePort)?.destroy();
      return 'dropped';
    }
    if (answer.kind !== 'reply') return null;
    return Object.assign(new Error(answer.message ?? (answer.code >= 500 ? 'Refused' : 'Try again later')), {
      responseCode: answer.code,
    });
  };

  const server = new SMTPServer({
    secure: tls === 'implicit',
    key: pems?.private,
    cert: pems?.cert,
    disabledCommands: tls === 'none' ? ['STARTTLS'] : [],
    allowInsecureAuth: tls === 'none',
    authMethods: ['PLAIN', 'LOGIN'],
    size: 10 * 1024 * 1024,
    logger: false,
    onConnect(_session, callback) {
      if (next?.kind === 'silence') {
        next = null;
        return; // never answers: the client waits for a greeting that does not come
      }
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(_address, session, callback) {
      const answer = refusal('rcpt', session);
      if (answer !== 'dropped') callback(answer);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const answer = refusal('data', session);
        if (answer === 'dropped') return;
        if (answer) return callback(answer);
        const mail = await simpleParser(Buffer.concat(chunks));
        received.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          user: typeof session.user === 'string' ? session.user : null,
          secure: session.secure,
          from: mail.from?.text ?? '',
          to: [mail.to ?? []]
            .flat()
            .map((address) => address.text)
            .join(', '),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : null,
          headers: Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [key, line.slice(key.length + 1).trim()]),
          ),
        });
        callback(null);
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    if (socket.remotePort !== undefined) sockets.set(socket.remotePort, socket);
    socket.on('close', () => sockets.delete(socket.remotePort ?? -1));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const controls = Fastify({ logger: false, forceCloseConnections: true });
  controls.get('/_stub/messages', async () => received);
  controls.delete('/_stub/messages', async (_request, reply) => {
    received.length = 0;
    return reply.code(204).send();
  });
  controls.post('/_stub/next-answer', async (request, reply) => {
    const answer = parseAnswer(request.body);
    if (!answer) {
      return reply.code(400).send({
        error:
          'expected {"kind":"reply","at":"rcpt"|"data","code":400-599}, {"kind":"drop","at":"rcpt"|"data"} or {"kind":"silence"}',
      });
    }
    next = answer;
    return reply.code(204).send();
  });
  const controlUrl = await controls.listen({ port: options.controlPort ?? 0, host });

  return {
    name: 'SMTP mail server',
    url: `smtp://${host}:${port}`,
    host,
    port,
    controlUrl,
    certificate: pems?.cert ?? null,
    received: () => received,
    clear: () => {
      received.length = 0;
    },
    setNextAnswer: (answer) => {
      next = answer;
    },
    close: async () => {
      for (const socket of sockets.values()) socket.destroy();
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), controls.close()]);
    },
  };
}

function parseAnswer(body: unknown): SmtpStubAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const { kind, at, code, message } = body as Record<string, unknown>;
  if (kind === 'silence') return { kind };
  if (at !== 'rcpt' && at !== 'data') return null;
  if (kind === 'drop') return { kind, at };
  if (kind === 'reply' && typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599) {
    return { kind, at, code, message: typeof message === 'string' ? message : undefined };
  }
  return null;
}
