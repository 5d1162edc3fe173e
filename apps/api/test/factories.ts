import { randomBytes, randomUUID } from 'node:crypto';
import type { ConnectionStatus, ServiceTypeLabel } from '@selfcare/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { accounts, connections, profiles } from '../src/db/schema';
import { hashSecret } from '../src/lib/password';
import { hashPin } from '../src/lib/pin-hash';

export const DEFAULT_PASSWORD = 'Secret.123';
/** Every test connection's parental PIN. */
export const DEFAULT_PIN = '4321';

export interface ConnectionInput {
  name?: string;
  position?: number;
  connectionType?: number;
  serviceType?: ServiceTypeLabel;
  status?: ConnectionStatus;
  broadband?: boolean;
  mobile?: string;
  profiles?: { name: string; defaultProfile: boolean }[];
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  connectionIds: string[];
}

/** Every test makes its own subscriber, so tests sharing an app never see each other's data. */
export async function createAccount(
  db: Database,
  options: { password?: string; firstName?: string; emailConfirmed?: boolean; connections?: ConnectionInput[] } = {},
): Promise<TestAccount> {
  const password = options.password ?? DEFAULT_PASSWORD;
  const email = `subscriber-${randomUUID()}@example.com`;
  const [account] = await db
    .insert(accounts)
    .values({
      email,
      passwordHash: await hashSecret(password),
      firstName: options.firstName ?? 'Nimal',
      lastName: 'Perera',
      // Login refuses an address not confirmed yet (decision 0032).
      emailConfirmedAt: options.emailConfirmed === false ? null : new Date(),
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert returned nothing');

  const connectionIds: string[] = [];
  for (const [index, input] of (options.connections ?? []).entries()) {
    // The PIN's keyed hash is bound to the connection's id (decision 0014), so the id is chosen here.
    const id = randomUUID();
    const [connection] = await db
      .insert(connections)
      .values({
        id,
        accountId: account.id,
        position: input.position ?? index,
        connectionType: input.connectionType ?? 1,
        serviceType: input.serviceType ?? 'SLT PEOTVGO',
        status: input.status ?? 'active',
        name: input.name ?? `Connection ${index + 1}`,
        broadband: input.broadband ?? false,
        telephoneNumber: '0112345678',
        accountNumber: '0012345678',
        mobile: input.mobile ?? '0771234567',
        validationCode: randomBytes(5).toString('hex').toUpperCase(),
        parentalPinHash: hashPin(id, DEFAULT_PIN),
      })
      .returning({ id: connections.id });
    if (!connection) throw new Error('connection insert returned nothing');
    connectionIds.push(connection.id);
    for (const profile of input.profiles ?? []) {
      await db
        .insert(profiles)
        .values({ connectionId: connection.id, parentalRating: 'PG', authPin: '1234', ...profile });
    }
  }
  return { id: account.id, email, password, connectionIds };
}

/** Logs in through the api and answers the bearer token. */
export async function loginToken(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
