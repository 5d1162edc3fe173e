import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { type CaasNextAnswer, CaasStub } from './operator-caas';
import { ConsentStub } from './operator-consent';
import type { RunningStub, StubOptions } from './running-stub';

/** The stub's credentials, which deploy/production.env.example and the tests use. */
export const OPERATOR_STUB = {
  applicationId: 'APP_000101',
  password: 'stub-caas-password-0123456789abcdef',
  consentToken: 'stub-operator-consent-token-0123456789abcdef',
} as const;

export interface OperatorStubOptions extends StubOptions {
  /** How long a consent request waits for the subscriber (default 10 minutes). */
  consentTtlMs?: number;
  /** Every subscriber's balance until one is set (default 1000 rupees). */
  defaultBalance?: number;
}

export interface OperatorStub extends RunningStub {
  caas: CaasStub;
  consent: ConsentStub;
  reset(): void;
}

/**
 * The mobile operator for type 6 connections: hSenid CaaS charging (operator-caas.ts) and the consent
 * contract with its page (operator-consent.ts), on one port. `/_stub/...` reads what it received and
 * steers its next answers, for a tester or the e2e while it runs under `npm run stubs`.
 */
export async function startOperatorStub(options: OperatorStubOptions = {}): Promise<OperatorStub> {
  const app = Fastify({ logger: false });
  let url = '';
  const caas = new CaasStub({
    applicationId: OPERATOR_STUB.applicationId,
    password: OPERATOR_STUB.password,
    defaultBalance: options.defaultBalance ?? 1000,
  });
  const consent = new ConsentStub(
    { token: OPERATOR_STUB.consentToken, ttlMs: options.consentTtlMs ?? 10 * 60_000 },
    () => url,
  );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    // CaaS answers a body it cannot read as any other invalid request: HTTP 200, E1312.
    if (request.url.startsWith('/caas/'))
      return reply.code(200).send({ statusCode: 'E1312', statusDetail: 'Invalid request' });
    return reply.code(error.statusCode ?? 500).send({ code: 'INVALID_REQUEST', message: error.message });
  });
  caas.routes(app);
  consent.routes(app);

  app.get('/_stub/caas/charges', async () => [...caas.charges.values()]);
  app.get('/_stub/caas/requests', async () => caas.requests);
  app.post('/_stub/caas/next', async (request, reply) => {
    caas.next(request.body as CaasNextAnswer);
    return reply.code(204).send();
  });
  app.put<{ Params: { subscriberId: string }; Body: { balance: number } }>(
    '/_stub/caas/balances/:subscriberId',
    async (request, reply) => {
      caas.setBalance(request.params.subscriberId, Number(request.body.balance));
      return reply.code(204).send();
    },
  );
  app.get('/_stub/consents', async () =>
    [...consent.consents.values()].map((one) => ({ ...one, status: consent.statusOf(one) })),
  );
  app.put<{ Body: { ttlSeconds: number } }>('/_stub/consent/ttl', async (request, reply) => {
    consent.setTtlMs(Number(request.body.ttlSeconds) * 1000);
    return reply.code(204).send();
  });
  app.post<{ Params: { bridgeId: string }; Body: { decision: 'approve' | 'deny' } }>(
    '/_stub/consents/:bridgeId/decision',
    async (request, reply) =>
      reply.code(consent.decide(request.params.bridgeId, request.body.decision) ? 204 : 409).send(),
  );
  app.post('/_stub/reset', async (_request, reply) => {
    caas.reset();
    consent.reset();
    return reply.code(204).send();
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    name: 'operator charging (hSenid CaaS) + consent',
    url,
    caas,
    consent,
    reset: () => {
      caas.reset();
      consent.reset();
    },
    close: () => app.close(),
  };
}
