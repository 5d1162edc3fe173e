import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ApiError } from '../src/lib/api-error';
import { createStaffAccount } from '../src/modules/console/create-staff-account';

/**
 * `npm run console:create-admin -- --email a@b.lk --name 'A Name' [--password ...]`: migrates the
 * configured database (the server's settings) and adds a console administrator; what is not given is
 * asked for. Their first login enrols TOTP (decision 0059).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const prompt = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (given: string | undefined, question: string) => given ?? (await prompt.question(question)).trim();
const email = await ask(values.email, 'E-mail: ');
const name = await ask(values.name, 'Name: ');
const password = await ask(values.password, 'Password (at least 12 characters): ');
prompt.close();
if (!/^[^\s@]+@[^\s@]+$/.test(email) || name === '' || password.length < 12) {
  process.stderr.write('An e-mail address, a name and a password of at least 12 characters are needed.\n');
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await database.migrate();
  const admin = await createStaffAccount(database.db, { email, name, role: 'administrator', password });
  process.stdout.write(`Administrator ${admin.email} created; their first console login enrols TOTP.\n`);
} catch (error) {
  const taken = error instanceof ApiError && error.statusCode === 409;
  process.stderr.write(taken ? `A staff member with ${email} exists already.\n` : `${String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
