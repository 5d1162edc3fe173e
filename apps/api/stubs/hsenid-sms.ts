import Fastify from 'fastify';
import type { RunningStub, StubOptions } from './running-stub';

/** A send request the stub took, without the password. */
export interface ReceivedSms {
  applicationId: string;
  destinationAddresses: string[];
  message: string;
  sourceAddress: string | null;
  deliveryStatusRequest: string | null;
  version: string | null;
}

/**
 * The next answer: a status code of the API's own (each E-code answered with its documented detail),
 * a send that never answers, or an HTTP error in place of the API's answer. Used once.
 */
export type HsenidSmsStubAnswer =
  | { kind: 'status'; statusCode: string }
  | { kind: 'silence' }
  | { kind: 'http'; status: number };

export interface HsenidSmsStubOptions extends StubOptions {
  applicationId?: string;
  password?: string;
}

export interface RunningHsenidSmsStub extends RunningStub {
  /** The send service, e.g. http://127.0.0.1:7101/sms/send. */
  sendUrl: string;
  received(): ReceivedSms[];
  clear(): void;
  setNextAnswer(answer: HsenidSmsStubAnswer): void;
}

/** The application the stub knows; its password is long enough for a production configuration. */
export const HSENID_STUB_APPLICATION = { applicationId: 'APP_000001', password: 'selfcare-stub-sms-password' } as const;

/** Status details from hSenid's published response codes, for the codes a send can answer. */
const STATUS_DETAILS: Record<string, string> = {
  S1000: 'Request was successfully processed.',
  E1301: 'Requested ApplicationID is not allowed within the System',
  E1303: 'IP address, which the request originates from, is not listed within the allowed-host-address list',
  E1308: 'Error during the charging operation',
  E1311: 'MT flow is not allowed for this Application',
  E1312: 'Invalid request',
  E1313:
    'Authentication failure. There is no active application, or no active service provider or given password in the request is invalid.',
  E1316: 'Sorry, the application is temporarily unavailable. Please try again later.',
  E1317: 'MSISDN which is in the request is in invalid state.',
  E1325: 'Format of the address is invalid',
  E1326: 'Sorry, your SMS could not be processed. Please check if you have sufficient balance and try again.',
  E1331: 'Sorry, invalid/unauthorized source address.',
  E1332: 'Delivery failed',
  E1333:
    'Message contain suspective abusive content or subscriber base is larger than limit, will be stored for admin approval',
  E1334: 'Message length is too long.',
  E1341: 'Delivery failed. Errors occurred while sending the request for the intended destinations',
  E1342: 'Sorry, Your phone number is blacklisted to use this application',
  E1600: 'Sorry, the application is temporarily unavailable. Please try again later.',
  E1601: 'An unexpected error has occurred',
  E1602: 'Message delivery failed',
  E1603: 'Temporary System Error occurred while delivering your request.',
};

/** A destination the API takes: 'tel:' and a number, or a masked subscriber's hash. */
const ADDRESS = /^tel:[0-9A-Za-z]{6,20}$/;

let messageSequence = 0;

/**
 * The hSenid SMS API's send service (`POST /sms/send`) as Mobitel mSpace and Dialog Ideamart publish
 * it: checks the application id and password (E1313), the body's shape (E1312) and each address
 * (E1325), answers S1000 with a destination response per address, or the next answer it was set.
 */
export async function startHsenidSmsStub(options: HsenidSmsStubOptions = {}): Promise<RunningHsenidSmsStub> {
  const host = options.host ?? '127.0.0.1';
  const applicationId = options.applicationId ?? HSENID_STUB_APPLICATION.applicationId;
  const password = options.password ?? HSENID_STUB_APPLICATION.password;
  const received: ReceivedSms[] = [];
  let next: HsenidSmsStubAnswer | null = null;

  const app = Fastify({ logger: false, forceCloseConnections: true });
  const status = (statusCode: string, extra: Record<string, unknown> = {}) => ({
    statusCode,
    statusDetail: STATUS_DETAILS[statusCode] ?? 'Request failed',
    version: '1.0',
    ...extra,
  });

  app.post('/sms/send', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null) return status('E1312');
    const fields = body as Record<string, unknown>;
    if (fields.applicationId !== applicationId || fields.password !== password) return status('E1313');
    const addresses = fields.destinationAddresses;
    const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
    if (
      !Array.isArray(addresses) ||
      addresses.length === 0 ||
      addresses.some((address) => typeof address !== 'string') ||
      typeof fields.message !== 'string' ||
      fields.message.length === 0 ||
      !optionalString(fields.sourceAddress) ||
      !['0', '1', undefined].includes(fields.deliveryStatusRequest as string | undefined) ||
      !optionalString(fields.version)
    ) {
      return status('E1312');
    }
    if (addresses.some((address: string) => !ADDRESS.test(address))) return status('E1325');

    const answer = next;
    next = null;
    if (answer?.kind === 'silence') return new Promise(() => {});
    if (answer?.kind === 'http')
      return reply.code(answer.status).type('text/html').send('<html>Service Unavailable</html>');
    received.push({
      applicationId: fields.applicationId,
      destinationAddresses: addresses,
      message: fields.message,
      sourceAddress: (fields.sourceAddress as string | undefined) ?? null,
      deliveryStatusRequest: (fields.deliveryStatusRequest as string | undefined) ?? null,
      version: (fields.version as string | undefined) ?? null,
    });
    const requestId = String(++messageSequence).padStart(17, '2');
    const statusCode = answer?.kind === 'status' ? answer.statusCode : 'S1000';
    // A failure for the whole request carries no destination responses; a success one per address.
    if (statusCode !== 'S1000') return status(statusCode);
    const timeStamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    return status(statusCode, {
      requestId,
      destinationResponses: addresses.map((address: string, index: number) => ({
        timeStamp,
        address,
        messageId: `${requestId}${index}`,
        statusDetail: STATUS_DETAILS.S1000,
        statusCode: 'S1000',
      })),
    });
  });

  app.get('/_stub/messages', async () => received);
  app.delete('/_stub/messages', async (_request, reply) => {
    received.length = 0;
    return reply.code(204).send();
  });
  app.post('/_stub/next-answer', async (request, reply) => {
    const answer = parseAnswer(request.body);
    if (!answer) {
      return reply.code(400).send({
        error: 'expected {"kind":"status","statusCode":"E1313"}, {"kind":"silence"} or {"kind":"http","status":503}',
      });
    }
    next = answer;
    return reply.code(204).send();
  });

  const url = await app.listen({ port: options.port ?? 0, host });
  return {
    name: 'hSenid SMS API (mSpace / Ideamart)',
    url,
    sendUrl: `${url}/sms/send`,
    received: () => received,
    clear: () => {
      received.length = 0;
    },
    setNextAnswer: (answer) => {
      next = answer;
    },
    close: () => app.close(),
  };
}

function parseAnswer(body: unknown): HsenidSmsStubAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const { kind, statusCode, status } = body as Record<string, unknown>;
  if (kind === 'silence') return { kind };
  if (kind === 'status' && typeof statusCode === 'string' && /^[SE]\d{4}$/.test(statusCode))
    return { kind, statusCode };
  if (kind === 'http' && typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) {
    return { kind, status };
  }
  return null;
}
