import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { goodsForStock } from '../catalog';
import { idOf } from './stock-input';

/** How stock treats a goods: by batch (with a shelf life that dates a new batch's expiry) or not. */
export type GoodsStockSetting = { batchTracked: boolean; shelfLifeDays: number | null };

const UNTRACKED: GoodsStockSetting = { batchTracked: false, shelfLifeDays: null };

/** The settings of `goodsIds`; goods never set are not batch-tracked. */
export async function goodsStockSettings(
  db: Kysely<DB> | Transaction<DB>,
  tenantId: string,
  goodsIds: readonly string[],
): Promise<Map<string, GoodsStockSetting>> {
  const rows = goodsIds.length
    ? await db
        .selectFrom('stockGoodsSetting')
        .select(['goodsId', 'batchTracked', 'shelfLifeDays'])
        .where('tenantId', '=', tenantId)
        .where('goodsId', 'in', goodsIds)
        .execute()
    : [];
  const found = new Map(rows.map(({ goodsId, ...setting }) => [goodsId, setting]));
  return new Map(goodsIds.map((id) => [id, found.get(id) ?? UNTRACKED]));
}

/**
 * Sets whether a goods is batch-tracked, its shelf life (days) and, when given, its reorder level (null
 * clears it). Batch tracking cannot change once the goods has moved: its balances would sit under the
 * wrong batch keys.
 */
export async function setGoodsStockSetting(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  goodsId: string | number,
  { reorderLevel, ...setting }: GoodsStockSetting & { reorderLevel?: string | null },
) {
  const id = idOf(goodsId);
  const [goods] = await goodsForStock(trx, caller.tenantId, [id]);
  if (!goods) throw notFound();
  if (setting.shelfLifeDays !== null && !(Number.isInteger(setting.shelfLifeDays) && setting.shelfLifeDays > 0)) {
    throw badRequest('invalidParameter', { field: 'shelfLifeDays', detail: String(setting.shelfLifeDays) });
  }
  if (reorderLevel != null && !/^\d{1,15}(\.\d{1,3})?$/.test(reorderLevel)) {
    throw badRequest('invalidParameter', { field: 'reorderLevel', detail: reorderLevel });
  }
  const current = (await goodsStockSettings(trx, caller.tenantId, [id])).get(id) ?? UNTRACKED;
  if (current.batchTracked !== setting.batchTracked && (await hasMoved(trx, caller.tenantId, id))) {
    throw badRequest('stockBatchTrackingInUse', { goods: goods.sku });
  }
  const values = reorderLevel === undefined ? setting : { ...setting, reorderLevel };
  await trx
    .insertInto('stockGoodsSetting')
    .values({ tenantId: caller.tenantId, goodsId: id, ...values })
    .onConflict((conflict) =>
      conflict
        .column('goodsId')
        .doUpdateSet((eb) => ({ ...values, updateTime: new Date(), version: eb('stockGoodsSetting.version', '+', 1) })),
    )
    .execute();
}

async function hasMoved(trx: Transaction<DB>, tenantId: string, goodsId: string) {
  const entry = await trx
    .selectFrom('stockLedgerEntry')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('goodsId', '=', goodsId)
    .limit(1)
    .executeTakeFirst();
  return entry !== undefined;
}
