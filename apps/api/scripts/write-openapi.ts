// Writes the api's OpenAPI document (the one served at /api/docs/json) to the file named on the command
// line, built from the app itself without listening: `npm run lint:openapi` lints that file. Building
// the document queries nothing, so the app gets a database that cannot be queried (drizzle's mock)
// rather than an embedded one, which costs half a minute to start and close, and runs no job queue
// workers. Its `servers` entry is
// PUBLIC_URL as a deployment has it (https, not this machine), else a reserved name (RFC 2606) in its place.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';

const [outputFile] = process.argv.slice(2);
if (!outputFile) throw new Error('usage: write-openapi.ts <output.json>');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'a-secret-only-this-script-uses-to-build-the-document',
  WEB_DIST_DIR: join(import.meta.dirname, 'no-web-build'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://selfcare.invalid',
});
const app = await buildApp({
  config,
  database: drizzle.mock({ schema }) as unknown as Database,
  runJobs: false,
});
try {
  await app.ready();
  mkdirSync(dirname(outputFile), { recursive: true });
  writeFileSync(outputFile, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
}
