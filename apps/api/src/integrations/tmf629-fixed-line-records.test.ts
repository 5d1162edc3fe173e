import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTmf629Stub, TMF629_ROOT, type Tmf629Stub } from '../../stubs/tmf629';
import { ServiceUnavailableError } from '../lib/database-unavailable';
import { ExternalSystem } from './external-system';
import { ClientCredentialsToken } from './oauth-client-credentials';
import { TmfApiClient } from './tmf-api-client';
import { Tmf629FixedLineRecords } from './tmf629-fixed-line-records';
import { customerListSchema, customerSchema, tmfErrorSchema } from './tmf629-schemas';

let stub: Tmf629Stub;
beforeAll(async () => {
  stub = await startTmf629Stub({ tokenSeconds: 300 });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.server.exchanges.length = 0;
});

const log = pino({ level: 'silent' });

function records(options: { secret?: string; timeoutMs?: number; now?: () => number } = {}) {
  const system = new ExternalSystem({
    name: 'tmf629',
    log,
    timeoutMs: options.timeoutMs ?? 10_000,
    failuresToOpen: 50,
  });
  const tokens = new ClientCredentialsToken(
    {
      tokenUrl: `${stub.url}/oauth/token`,
      clientId: stub.server.clientId,
      clientSecret: options.secret ?? stub.server.clientSecret,
    },
    options.now,
  );
  return new Tmf629FixedLineRecords(new TmfApiClient(system, tokens, `${stub.url}${TMF629_ROOT}`), log);
}

/** Every request the adapter sent and every answer the stub gave, against TMF629's schemas. */
function expectTmf629Exchanges() {
  for (const exchange of stub.server.exchanges) {
    if (exchange.status >= 400) expect(tmfErrorSchema.safeParse(exchange.answer).success).toBe(true);
    else if (exchange.path.endsWith('/customer')) {
      expect(exchange.method).toBe('GET');
      expect(Object.keys(exchange.query).sort()).toEqual(['account.id', 'contactMedium.characteristic.phoneNumber']);
      expect(customerListSchema.safeParse(exchange.answer).success).toBe(true);
    } else expect(customerSchema.safeParse(exchange.answer).success).toBe(true);
  }
}

const demoLine = { telephoneNumber: '0112345678', accountNumber: '0012345678' };

describe('fixed-line customer records over TMF629', () => {
  it('finds a customer by telephone and account number and maps its record', async () => {
    expect(await records().find(null as never, demoLine)).toEqual({
      connectionType: 1,
      telephoneNumber: '0112345678',
      accountNumber: '0012345678',
      name: 'Nimal Perera',
      address: '42 Flower Road, Colombo 07',
      basePackage: 'PEO Family',
    });
    expect(stub.server.exchangesOf('GET', '/customer')).toHaveLength(1);
    expectTmf629Exchanges();
  });

  it('answers null for a line the records do not hold, or one under another account', async () => {
    const adapter = records();
    expect(
      await adapter.find(null as never, { telephoneNumber: '0110000000', accountNumber: '0012345678' }),
    ).toBeNull();
    expect(await adapter.find(null as never, { ...demoLine, accountNumber: '0099999999' })).toBeNull();
    expectTmf629Exchanges();
  });

  it('is unavailable (503) with bad client credentials, without calling the API', async () => {
    const before = stub.server.tokenRequests;
    await expect(records({ secret: 'not-the-secret-at-all' }).find(null as never, demoLine)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    // A refused client is not asked for again: trying will not mend its credentials.
    expect(stub.server.tokenRequests - before).toBe(1);
    expect(stub.server.exchanges).toHaveLength(0);
  });

  it('keeps its token, and asks for a new one when the server stops taking it (401)', async () => {
    const adapter = records();
    const before = stub.server.tokenRequests;
    await adapter.find(null as never, demoLine);
    await adapter.find(null as never, demoLine);
    expect(stub.server.tokenRequests - before).toBe(1);
    stub.server.expireTokens();
    expect(await adapter.find(null as never, demoLine)).toMatchObject({ name: 'Nimal Perera' });
    expect(stub.server.tokenRequests - before).toBe(2);
    expect(stub.server.exchanges.map((exchange) => exchange.status)).toEqual([200, 200, 401, 200]);
    expectTmf629Exchanges();
  });

  it('asks for a new token shortly before the old one expires', async () => {
    let now = Date.now();
    const adapter = records({ now: () => now });
    const before = stub.server.tokenRequests;
    await adapter.find(null as never, demoLine);
    now += 271_000; // 300-second tokens are renewed 30 seconds early
    await adapter.find(null as never, demoLine);
    expect(stub.server.tokenRequests - before).toBe(2);
  });

  it('asks again after a 5xx, and fails after its retries', async () => {
    stub.server.answerNext({ status: 503 });
    expect(await records().find(null as never, demoLine)).toMatchObject({ connectionType: 1 });
    expect(stub.server.exchanges.map((exchange) => exchange.status)).toEqual([503, 200]);
    for (let i = 0; i < 3; i += 1) stub.server.answerNext({ status: 500 });
    const refusal = await records()
      .find(null as never, demoLine)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceUnavailableError);
    expect((refusal as ServiceUnavailableError).headers['retry-after']).toBe('30');
    expect(stub.server.exchanges.map((exchange) => exchange.status)).toEqual([503, 200, 500, 500, 500]);
    expectTmf629Exchanges();
  });

  it('gives up on a server that does not answer within the deadline (503)', async () => {
    stub.server.answerNext({ hang: true });
    const started = Date.now();
    await expect(records({ timeoutMs: 200 }).find(null as never, demoLine)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
