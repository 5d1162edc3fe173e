import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { isDocumentedStatus } from '../../src/plugins/documented-statuses';
import {
  changedTables,
  type DatabaseSnapshot,
  databaseSnapshot,
  TABLES_CHANGED_BY_REFUSALS,
} from '../database-snapshot';
import type { FuzzRequest } from './requests';

/** The longest error message still read as a sentence; longer means an echoed input. */
export const MAX_MESSAGE_LENGTH = 300;

export interface Session {
  /** A bearer token of a live session, made anew when a request ended the last one (logout). */
  token(): Promise<string>;
  /** Called after a request that succeeded: did it end the session? */
  refresh(): Promise<void>;
}

export interface Failure {
  operation: string;
  problem: string;
  mutation: string;
  auth: string;
  request: string;
  status: number;
  answer: string;
}

export interface OperationResult {
  operation: string;
  sent: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  /** 4xx answers after which a table (not one of TABLES_CHANGED_BY_REFUSALS) had changed. */
  changesOnRefusal: number;
  unreadable: number;
  /** Answers without the app's security headers (plugins/security-headers.ts), of any status. */
  withoutHeaders: number;
  /** Per kind of spoiled request: how many were sent, refused (4xx) and failed (5xx). */
  byMutation: Record<string, { sent: number; refused: number; failed: number }>;
  failures: Failure[];
}

export interface FuzzContext {
  app: FastifyInstance;
  db: Database;
  session: Session;
}

/**
 * Sends each request, checks the answer and compares the database around every refusal. With the
 * operation's documented response keys, an answer whose status they do not list is a failure too.
 */
export async function fuzzOperation(
  context: FuzzContext,
  operation: string,
  requests: readonly FuzzRequest[],
  documentedStatuses?: readonly string[],
): Promise<OperationResult> {
  const result: OperationResult = {
    operation,
    sent: 0,
    status2xx: 0,
    status4xx: 0,
    status5xx: 0,
    changesOnRefusal: 0,
    unreadable: 0,
    withoutHeaders: 0,
    byMutation: {},
    failures: [],
  };
  const allowed = new Set(Object.keys(TABLES_CHANGED_BY_REFUSALS));
  let before = await databaseSnapshot(context.db);
  for (const request of requests) {
    const headers = { ...request.headers };
    if (request.auth === 'valid token') headers.authorization = `Bearer ${await context.session.token()}`;
    const response = await context.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    result.sent += 1;
    const status = response.statusCode;
    const kind = result.byMutation[request.mutation] ?? { sent: 0, refused: 0, failed: 0 };
    result.byMutation[request.mutation] = kind;
    kind.sent += 1;
    if (status >= 400 && status < 500) kind.refused += 1;
    if (status >= 500) kind.failed += 1;
    const fail = (problem: string) =>
      result.failures.push({
        operation,
        problem,
        mutation: request.mutation,
        auth: request.auth,
        request: describe(request),
        status,
        answer: response.body.slice(0, 300),
      });
    if (documentedStatuses && !isDocumentedStatus(status, documentedStatuses)) {
      fail(`a status the operation does not document (${documentedStatuses.join(', ')})`);
    }
    if (!hasSecurityHeaders(response.headers)) {
      result.withoutHeaders += 1;
      fail('an answer without the security headers');
    }
    if (status >= 500) {
      result.status5xx += 1;
      fail('5xx');
    } else if (status >= 400) {
      result.status4xx += 1;
      const unreadable = unreadableMessage(response.body);
      if (unreadable) {
        result.unreadable += 1;
        fail(unreadable);
      }
    } else if (status < 300) {
      result.status2xx += 1;
    }

    if (status >= 400) {
      const after = await databaseSnapshot(context.db);
      const changed = changedTables(before, after, allowed);
      if (changed.length) {
        if (status < 500) result.changesOnRefusal += 1;
        fail(`changed ${changed.join(', ')}`);
      }
      before = after;
    } else {
      // An accepted request may change the database, and may go on working after its answer.
      await context.session.refresh();
      before = await settledSnapshot(context.db);
    }
  }
  return result;
}

/** Two of helmet's headers stand for all of them: the policy and nosniff. */
function hasSecurityHeaders(headers: Record<string, unknown>): boolean {
  const policy = headers['content-security-policy'];
  return (
    headers['x-content-type-options'] === 'nosniff' &&
    typeof policy === 'string' &&
    policy.includes("default-src 'self'")
  );
}

/** The app's error shape: `{ message, code }`, a sentence rather than an echo of the input. */
function unreadableMessage(body: string): string | null {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return 'a 4xx answer that is not JSON';
  }
  if (typeof answer !== 'object' || answer === null) return 'a 4xx answer that is not an object';
  const { message, code } = answer as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return 'a 4xx answer without a message';
  if (typeof code !== 'string' || code === '') return 'a 4xx answer without a code';
  if (message.length > MAX_MESSAGE_LENGTH) return `a 4xx message of ${message.length} characters`;
  return null;
}

/**
 * How long the database must stay the same after an accepted request before the next one is sent:
 * the account-access routes answer first and write their links and messages just after.
 */
const SETTLE_MS = 25;

/** Snapshots until two in a row agree: work a route started after answering has then finished. */
async function settledSnapshot(db: Database): Promise<DatabaseSnapshot> {
  let previous = await databaseSnapshot(db);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const next = await databaseSnapshot(db);
    if (changedTables(previous, next).length === 0) return next;
    previous = next;
  }
  return previous;
}

/** The request in a line, long values cut, so a failure can be read and replayed by hand. */
export function describe(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${cut(value)}`)
    .join('; ');
  const body = request.payload === undefined ? '' : ` body ${cut(JSON.stringify(request.payload))}`;
  return `${request.method} ${cut(request.url)} [${request.auth}] {${headers}}${body}`;
}
