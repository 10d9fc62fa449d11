import { buildApp } from './app';
import { migrate } from './db/migrations/migrate';
import { seedDemoData, seedProduction } from './db/seed';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { startupMessage } from './startup-message';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrate(database.db);
if (config.env === 'production') await seedProduction(database.db, config);
else await seedDemoData(database.db, { pepper: config.tokenSecret });

const app = await buildApp(config, database);
const address = await app.listen({ host: config.host, port: config.port });

// One write, so whoever watches the output sees the whole message at once.
console.log(startupMessage(config, address, database.kind));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
