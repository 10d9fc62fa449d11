import type { GoodsSetting, GoodsSettingInput } from '@smdp/contracts/stock';
import type { Database } from '../../platform/db/database';
import { forbidden, notFound, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { goodsForStock } from '../catalog';
import { goodsSettingDetail } from './goods-setting.queries';
import { setGoodsStockSetting } from './goods-settings';

/**
 * Saves how stock treats a goods, from the settings page: company staff only (goods are the company's
 * master data, whatever codes a customer's role was given), against the version read, in one transaction.
 * Batch tracking of a goods that has moved is refused by `setGoodsStockSetting`.
 */
export async function saveGoodsSetting(db: Database, caller: Caller, input: GoodsSettingInput): Promise<GoodsSetting> {
  if (caller.customerId !== null) throw forbidden();
  await db.transaction().execute(async (trx) => {
    const [goods] = await goodsForStock(trx, caller.tenantId, [input.goodsId]);
    if (!goods) throw notFound();
    // A goods never set has no row to lock: make one (version 0, the "never set" of the list) so that
    // two first saves queue on it and the second sees the first's version.
    await trx
      .insertInto('stockGoodsSetting')
      .values({ tenantId: caller.tenantId, goodsId: goods.id, version: 0 })
      .onConflict((conflict) => conflict.column('goodsId').doNothing())
      .execute();
    const current = await trx
      .selectFrom('stockGoodsSetting')
      .select('version')
      .where('tenantId', '=', caller.tenantId)
      .where('goodsId', '=', goods.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.version !== input.version) throw staleVersion();
    await setGoodsStockSetting(trx, caller, goods.id, {
      batchTracked: input.batchTracked,
      shelfLifeDays: input.shelfLifeDays,
      reorderLevel: input.reorderLevel,
    });
  });
  return goodsSettingDetail(db, caller, input.goodsId);
}
