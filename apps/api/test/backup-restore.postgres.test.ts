import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { createScratchDatabase, queryRows, type ScratchDatabase } from './scratch-database';

/** deploy/backup.sh and deploy/restore.sh (issue 29) on a real server, as an operator runs them. */
const deployDir = join(import.meta.dirname, '..', '..', '..', 'deploy');

let database: ScratchDatabase;
let backupDir: string;
beforeAll(async () => {
  database = await createScratchDatabase('selfcare_backup');
  backupDir = await mkdtemp(join(tmpdir(), 'selfcare-backups-'));
  const handle = openDatabase({ url: database.url, dataDir: 'memory://', poolSize: 1 });
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
}, 60_000);
afterAll(async () => {
  await database?.drop();
  if (backupDir) await rm(backupDir, { recursive: true, force: true });
});

const script = (name: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)('bash', [join(deployDir, name), ...args], {
    env: { ...process.env, BACKUP_DIR: backupDir, DATABASE_URL: '', ...env },
  });

const firstProduct = async () =>
  (await queryRows<{ id: string; name: string }>(database.url, 'select id, name from products order by id limit 1'))[0];

it('backs up to a timestamped file and restores it, undoing what changed after the backup', async () => {
  const before = await firstProduct();
  const backup = await script('backup.sh', [], { DATABASE_URL: database.url });
  const file = backup.stdout.trim();
  expect(file).toMatch(/selfcare-\d{8}T\d{6}Z\.dump$/);

  await queryRows(database.url, `update products set name = 'Changed after the backup' where id = '${before?.id}'`);
  expect((await firstProduct())?.name).toBe('Changed after the backup');

  await script('restore.sh', [file, database.url]);
  expect(await firstProduct()).toEqual(before);
  const [migrations] = await queryRows<{ count: string }>(
    database.url,
    'select count(*) from drizzle.__drizzle_migrations',
  );
  expect(Number(migrations?.count)).toBeGreaterThan(0);
}, 60_000);

it('exits 2 with a usage line when no database or backup file is named', async () => {
  await expect(script('backup.sh', [])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
  await expect(script('restore.sh', [join(backupDir, 'none.dump'), database.url])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('no readable backup'),
  });
});
