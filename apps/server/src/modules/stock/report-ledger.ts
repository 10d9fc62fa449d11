import type { Page } from '@smdp/contracts';
import type { StockLedgerQuery, StockLedgerRow } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { visibleWarehouseIds, warehouseCode } from '../store';
import { dayOf, idFilter } from './report-filters';
import { reportPage } from './report-page';

/**
 * The moves of one goods the caller may see, optionally of one warehouse and batch and between two days,
 * each with the running quantity and value of its key after it (`qtyAfter`, kept on the entry), newest
 * first unless told. Entries come in posting order (id): the order the running figures follow.
 */
export async function stockLedgerReport(
  db: Database,
  caller: Caller,
  query: StockLedgerQuery,
): Promise<Page<StockLedgerRow>> {
  const goodsId = idFilter(query.goodsId, 'goodsId');
  if (!goodsId) throw badRequest('stockReportGoodsRequired');
  const warehouseId = idFilter(query.warehouseId_equal, 'warehouseId');
  const since = dayOf(query.postingDate_datege, 'postingDate');
  const before = dayOf(query.postingDate_datelt, 'postingDate');

  let entries = db
    .selectFrom('stockLedgerEntry as e')
    .select([
      'e.id',
      'e.warehouseId',
      'e.goodsId',
      'e.batchNo',
      'e.voucherType',
      'e.voucherId',
      'e.voucherLine',
      'e.reversalOf',
      'e.qtyChange',
      'e.qtyAfter',
      'e.unitCost',
      'e.valueChange',
      'e.valueAfter',
      'e.unit',
      'e.factor',
      'e.createTime',
    ])
    .select((eb) => [
      sql<string>`e.posting_date::text`.as('postingDate'),
      warehouseCode(eb, 'e.warehouseId').as('warehouseCode'),
    ])
    .where('e.tenantId', '=', caller.tenantId)
    .where('e.goodsId', '=', goodsId)
    .where('e.warehouseId', 'in', await visibleWarehouseIds(db, caller));
  if (warehouseId) entries = entries.where('e.warehouseId', '=', warehouseId);
  if (query.batchNo_equal) entries = entries.where('e.batchNo', '=', query.batchNo_equal);
  if (since) entries = entries.where('e.postingDate', '>=', since);
  if (before) entries = entries.where('e.postingDate', '<', before);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return reportPage(
    entries,
    { ...query, ascs: undefined, descs: undefined },
    {
      sortable: [],
      order: [['id', direction]],
      tieBreak: [],
    },
  );
}
