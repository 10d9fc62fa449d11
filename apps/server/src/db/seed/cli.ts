import { parseArgs } from 'node:util';
import { generateCatalog } from '../../modules/catalog/catalog.seed';
import { generateParties } from '../../modules/customer/customer.seed';
import { generateStockHistory } from '../../modules/stock/stock.seed';
import { loadConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/database';
import { migrate } from '../migrations/migrate';
import { scaleStockSubjects, seedDemoData } from './index';

/** `npm run seed` adds the demo data; `npm run seed -- --scale N` adds N times the trading network on top, for benchmarks. */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const scale = values.scale === undefined ? 0 : Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error(`--scale takes a whole number of units (0 or more), not "${values.scale}"`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrate(database.db);
  await seedDemoData(database.db, { pepper: config.tokenSecret });
  console.log(`Demo data is in place (${database.kind}).`);
  if (scale > 0) {
    // Parties first: each catalog unit prices the same unit's generated distributors.
    const { parties, catalog, entries } = await database.db.transaction().execute(async (trx) => {
      const parties = await generateParties(trx, scale);
      const catalog = await generateCatalog(trx, scale);
      const entries = await generateStockHistory(trx, await scaleStockSubjects(trx, catalog.goodsIds));
      return { parties, catalog, entries };
    });
    console.log(
      `Scale ${scale}: ${parties.distributors} distributors and ${parties.subCustomers} sub-customers, ` +
        `${catalog.goods} goods, ${catalog.priceRows} price rows and ${entries} stock ledger entries added.`,
    );
  }
} finally {
  await database.close();
}
