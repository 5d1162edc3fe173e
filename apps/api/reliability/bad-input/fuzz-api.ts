import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { apiOperations, operationName } from '../openapi';
import { fuzzOperation, type OperationResult } from './fuzz';
import { badRequests, controlCharacterRequests, type FuzzRequest } from './requests';
import { fuzzSession, knownValues } from './subscriber';

export interface FuzzOptions {
  /** The run's seed; each operation's requests come from it and the operation's name. */
  seed: number;
  runsPerOperation: number;
  /** Only operations whose "METHOD /path" contains one of these. */
  only?: readonly string[];
  log?: (line: string) => void;
}

/** Every operation of the OpenAPI document, fuzzed one after another on the app's (seeded) database. */
export async function fuzzApi(app: FastifyInstance, db: Database, options: FuzzOptions): Promise<OperationResult[]> {
  const operations = (await apiOperations(app)).filter(
    (operation) => !options.only?.length || options.only.some((part) => operationName(operation).includes(part)),
  );
  const known = await knownValues(db);
  const session = await fuzzSession(app, db);
  const results: OperationResult[] = [];
  for (const operation of operations) {
    const name = operationName(operation);
    const seed = operationSeed(options.seed, name);
    const requests: FuzzRequest[] = [
      ...fc.sample(badRequests(operation, known), { seed, numRuns: options.runsPerOperation }),
      ...controlCharacterRequests(operation, known, seed),
    ];
    const result = await fuzzOperation({ app, db, session }, name, requests, operation.statuses);
    options.log?.(
      `${name}: ${result.sent} sent, ${result.status4xx} 4xx, ${result.status5xx} 5xx, ${result.failures.length} failures`,
    );
    results.push(result);
  }
  return results;
}

/** The run's seed mixed with the operation's name (FNV-1a), so one route replays without the others. */
export function operationSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}
