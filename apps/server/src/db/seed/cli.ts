import { loadConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/database';
import { migrate } from '../migrations/migrate';
import { seedDemoData } from './index';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrate(database.db);
  await seedDemoData(database.db);
  console.log(`Demo data is in place (${database.kind}).`);
} finally {
  await database.close();
}
