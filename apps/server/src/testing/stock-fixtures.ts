import { randomBytes } from 'node:crypto';
import type { WarehouseState } from '../db/schema';
import { setGoodsStockSetting } from '../modules/stock';
import type { Database } from '../platform/db/database';
import { staffCaller } from '../platform/scope/caller';

/** The base unit of fixture goods, and the carton every one of them also has (24 pieces). */
export const PIECE = 'PCS';
export const CARTON = { unit: 'CTN', factor: '24' } as const;

export type StockFixtures = {
  tenantId: string;
  /** A new goods of the tenant (its own category), optionally batch-tracked with a shelf life. */
  goods: (options?: { batchTracked?: boolean; shelfLifeDays?: number }) => Promise<string>;
  /** A new warehouse of the tenant, ACTIVE unless told, refusing negative stock unless told. */
  warehouse: (options?: { allowNegative?: boolean; state?: WarehouseState }) => Promise<string>;
};

/**
 * Goods and warehouses for stock tests, written straight into the tables (tests arrange rows of any
 * module): each call makes a fresh one, so tests sharing one database never share a balance.
 */
export async function stockFixtures(db: Database, tenantId: string): Promise<StockFixtures> {
  const tag = randomBytes(4).toString('hex');
  let serial = 0;
  const next = () => `${tag}-${++serial}`;
  const category = await db
    .insertInto('productCategory')
    .values({ tenantId, level: 1, path: '/', code: `STK-${tag}`, name: 'Stock tests' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    tenantId,
    goods: async ({ batchTracked = false, shelfLifeDays } = {}) => {
      const sku = `SKU-${next()}`;
      const { id } = await db
        .insertInto('goods')
        .values({ tenantId, sku, name: sku, categoryId: category.id, baseUnit: PIECE })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('goodsUnit').values({ goodsId: id, unit: CARTON.unit, factor: CARTON.factor }).execute();
      if (batchTracked || shelfLifeDays) {
        await db.transaction().execute((trx) =>
          setGoodsStockSetting(trx, staffCaller(tenantId), id, {
            batchTracked,
            shelfLifeDays: shelfLifeDays ?? null,
          }),
        );
      }
      return id;
    },
    warehouse: async ({ allowNegative = false, state = 'ACTIVE' } = {}) => {
      const code = `WH-${next()}`;
      const { id } = await db
        .insertInto('warehouse')
        .values({ tenantId, code, name: code, grade: 1, allowNegative, state })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
