import type { Page, PageQuery } from '@smdp/contracts';
import type { VanDay, VanDaySummary, VanMove } from '@smdp/contracts/delivery';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyName, vehiclePlate } from '../customer';
import { warehouseGoods } from '../stock';

const COLUMNS: ListColumns = {
  dayNo: 'd.day_no',
  state: 'd.state',
  vehicleId: 'd.vehicle_id',
  dayDate: 'd.day_date',
  createTime: 'd.create_time',
};

/** The van days the caller sees: its vehicles' (a customer account: its own customer's), in its data scope. */
async function visibleDays(db: Kysely<DB>, caller: Caller) {
  return (await scopedRows(db, caller, 'vanDay as d', { owner: 'd.ownerPartyId' })).select((eb) => [
    'd.id',
    'd.dayNo',
    'd.state',
    'd.ownerPartyId',
    'd.vehicleId',
    eb.fn.coalesce(vehiclePlate(eb, 'd.vehicleId'), eb.val('')).as('plate'),
    'd.warehouseId',
    sql<string>`d.day_date::text`.as('dayDate'),
    'd.remark',
    'd.version',
    'd.createTime',
    'd.updateTime',
  ]);
}

export async function listVanDays(
  db: Kysely<DB>,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<VanDaySummary>> {
  return paginate(applyFilters(await visibleDays(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'd.id',
    direction: 'desc',
  });
}

/** One van day with its moves, what the van holds now and the count once closed; 404 outside the caller's scope. */
export async function vanDayDetail(db: Kysely<DB>, caller: DocumentCaller, id: string): Promise<VanDay> {
  if (!db.isTransaction) return db.transaction().execute((trx) => vanDayDetail(trx, caller, id));
  const row = await (await visibleDays(db, caller)).select('d.counts').where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const { counts, ...summary } = row;
  const moves = await db
    .selectFrom('vanDayMove as m')
    .select((eb) => [
      'm.id',
      'm.kind',
      'm.voucherId',
      'm.voucherNo',
      'm.partyId',
      partyName(eb, 'm.partyId').as('partyName'),
      'm.visitId',
      'm.lines',
      'm.createTime',
    ])
    .where('m.vanDayId', '=', id)
    .orderBy('m.id')
    .execute();
  return {
    ...summary,
    moves: moves as VanMove[],
    stock: await warehouseGoods(db as Transaction<DB>, caller, summary.warehouseId),
    counts,
  };
}
