import type { Page } from '@smdp/contracts';
import type { GoodsSetting, GoodsSettingListQuery } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { type GoodsFilter, goodsBaseUnit, goodsIdsMatching, goodsName, goodsSku } from '../catalog';
import { idFilter } from './report-filters';
import { reportPage } from './report-page';

/**
 * The tenant's live goods with how stock treats them (a goods never set: not batch-tracked, no shelf life,
 * no reorder level, version 0). Goods are the company's master data, so every account of the tenant
 * reads the same list: a distributor sees the reorder levels its projected report compares with.
 */
function goodsSettings(db: Database, tenantId: string, goods: GoodsFilter, batchTrackedOnly = false) {
  let rows = db
    .selectFrom((eb) => goodsIdsMatching(eb, tenantId, { ...goods, live: true }).as('g'))
    .leftJoin('stockGoodsSetting as s', (join) => join.onRef('s.goodsId', '=', 'g.id').on('s.tenantId', '=', tenantId))
    .select((eb) => [
      'g.id as id',
      eb.fn.coalesce(goodsSku(eb, 'g.id'), eb.val('')).as('sku'),
      eb.fn.coalesce(goodsName(eb, 'g.id'), eb.val('')).as('goodsName'),
      eb.fn.coalesce(goodsBaseUnit(eb, 'g.id'), eb.val('')).as('baseUnit'),
      sql<boolean>`coalesce(s.batch_tracked, false)`.as('batchTracked'),
      's.shelfLifeDays',
      sql<string | null>`s.reorder_level::text`.as('reorderLevel'),
      sql<boolean>`exists (${eb
        .selectFrom('stockLedgerEntry as e')
        .select('e.id')
        .where('e.tenantId', '=', tenantId)
        .whereRef('e.goodsId', '=', 'g.id')})`.as('moved'),
      sql<number>`coalesce(s.version, 0)`.as('version'),
    ]);
  if (batchTrackedOnly) rows = rows.where(sql<boolean>`coalesce(s.batch_tracked, false)`);
  return db.selectFrom(rows.as('n')).selectAll('n');
}

export async function listGoodsSettings(
  db: Database,
  caller: Caller,
  query: GoodsSettingListQuery,
): Promise<Page<GoodsSetting>> {
  const goods = {
    text: query.goods_like || undefined,
    categoryId: idFilter(query.categoryId_equal, 'categoryId'),
  };
  return reportPage(goodsSettings(db, caller.tenantId, goods, query.batchTracked_equal === '1'), query, {
    sortable: ['sku', 'goodsName', 'shelfLifeDays', 'reorderLevel'],
    order: [['sku', 'asc']],
    tieBreak: ['id'],
  });
}

/** One live goods of the caller's tenant with its stock setting; another tenant's or a deleted one: 404. */
export async function goodsSettingDetail(db: Database, caller: Pick<Caller, 'tenantId'>, goodsId: string) {
  const row = await goodsSettings(db, caller.tenantId, {}).where('n.id', '=', goodsId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
