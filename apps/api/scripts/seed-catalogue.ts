import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedCatalogueIfEmpty } from '../src/db/seed';

/**
 * `npm run seed:catalogue`: migrates the configured database and gives it the demo catalogue if it has
 * no products, without any demo subscriber (decision 0047). Reads the same settings as the server.
 */
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await database.migrate();
  const seeded = await seedCatalogueIfEmpty(database.db);
  process.stdout.write(seeded ? 'Catalogue seeded.\n' : 'The database already has a catalogue; nothing written.\n');
} finally {
  await database.close();
}
