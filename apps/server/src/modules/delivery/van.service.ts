import type {
  VanCloseInput,
  VanCountLine,
  VanDay,
  VanDayOpenInput,
  VanLoadInput,
  VanMoveKind,
  VanSellInput,
} from '@smdp/contracts/delivery';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { DocumentCaller } from '../../platform/document/define';
import type { CallContext } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { lockScopedRow } from '../../platform/scope/scoped';
import { deliveryVehicleOf, partyPlaces } from '../customer';
import { adjustmentAtOnce, type PostedVanMove, salesOutAtOnce, transferAtOnce, warehouseGoods } from '../stock';
import { nextDeliveryNo } from './delivery-numbers';
import { vanDayDetail } from './van.queries';

const ENTITY = 'van_day';

/** A counted line as a stock line: its goods, unit and batch (none when not batch-tracked). */
const batchOf = (line: VanCountLine) => ({
  goodsId: line.goodsId,
  unit: line.unit,
  ...(line.batchNo ? { batchNo: line.batchNo } : {}),
});

/** Opens a van's day (or gives the one already open for that vehicle and date). */
export async function openVanDay(
  db: Database,
  caller: DocumentCaller,
  input: VanDayOpenInput,
  context: CallContext,
): Promise<VanDay> {
  try {
    return await db.transaction().execute((trx) => openVanDayIn(trx, caller, input, context));
  } catch (error) {
    // Two opened it at once: the other one's day is the day.
    if (!isUniqueViolation(error)) throw error;
    return db.transaction().execute((trx) => openVanDayIn(trx, caller, input, context));
  }
}

export async function openVanDayIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: VanDayOpenInput,
  context: CallContext,
): Promise<VanDay> {
  const vehicle = await deliveryVehicleOf(trx, caller, input.vehicleId);
  if (!vehicle.warehouseId) throw badRequest('deliveryVehicleNoWarehouse', { plate: vehicle.plate });
  const existing = await trx
    .selectFrom('vanDay')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('vehicleId', '=', vehicle.id)
    .where('dayDate', '=', input.dayDate)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (existing) return vanDayDetail(trx, caller, existing.id);
  const created = await trx
    .insertInto('vanDay')
    .values({
      tenantId: caller.tenantId,
      dayNo: await nextDeliveryNo(trx, caller.tenantId, 'van_day', input.dayDate),
      ownerPartyId: vehicle.ownerPartyId,
      vehicleId: vehicle.id,
      warehouseId: vehicle.warehouseId,
      dayDate: input.dayDate,
      remark: input.remark?.trim() || null,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(
    trx,
    caller,
    { action: 'create', entity: ENTITY, entityId: created.id, after: created },
    context.ip,
  );
  return vanDayDetail(trx, caller, created.id);
}

/** The day locked, in the caller's scope (404 otherwise) and still open. */
async function lockOpenDay(trx: Transaction<DB>, caller: DocumentCaller, id: string) {
  const day = await lockScopedRow(trx, caller, 'vanDay', id, { owner: 'vanDay.ownerPartyId' });
  if (day.state !== 'OPEN') throw badRequest('vanDayClosed');
  return day;
}

async function recordMove(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  dayId: string,
  kind: VanMoveKind,
  move: PostedVanMove,
  extra: { partyId?: string | null; visitId?: string | null } = {},
) {
  await trx
    .insertInto('vanDayMove')
    .values({
      tenantId: caller.tenantId,
      vanDayId: dayId,
      kind,
      voucherId: move.id,
      voucherNo: move.voucherNo,
      partyId: extra.partyId ?? null,
      visitId: extra.visitId ?? null,
      lines: JSON.stringify(move.lines),
      createUser: caller.userId,
    })
    .execute();
  await trx
    .updateTable('vanDay')
    .set((eb) => ({ version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
    .where('id', '=', dayId)
    .execute();
}

/** Loads the van: a transfer from one of the caller's warehouses into the vehicle's, posted at once. */
export async function loadVan(
  db: Database,
  caller: DocumentCaller,
  input: VanLoadInput,
  context: CallContext,
): Promise<VanDay> {
  return db.transaction().execute((trx) => loadVanIn(trx, caller, input, context));
}

/** `loadVan` inside a transaction the caller already holds (the demo seed). */
export async function loadVanIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: VanLoadInput,
  context: CallContext,
): Promise<VanDay> {
  const day = await lockOpenDay(trx, caller, input.id);
  if (input.fromWarehouseId === day.warehouseId) throw badRequest('vanDaySameWarehouse');
  const move = await transferAtOnce(
    trx,
    caller,
    { fromWarehouseId: input.fromWarehouseId, toWarehouseId: day.warehouseId, lines: input.lines, remark: day.dayNo },
    context,
  );
  await recordMove(trx, caller, day.id, 'LOAD', move);
  return vanDayDetail(trx, caller, day.id);
}

/**
 * Sells from the van: a sales-out of the vehicle's warehouse to a buyer of its owner, shipped at once.
 * The stock ledger refuses selling more than the van holds (two sales of its last units: one wins).
 */
export async function sellFromVan(
  db: Database,
  caller: DocumentCaller,
  input: VanSellInput,
  context: CallContext,
): Promise<VanDay> {
  return db.transaction().execute((trx) => sellFromVanIn(trx, caller, input, context));
}

/** `sellFromVan` inside a transaction the caller already holds (the demo seed). */
export async function sellFromVanIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: VanSellInput,
  context: CallContext,
): Promise<VanDay> {
  const day = await lockOpenDay(trx, caller, input.id);
  const buyer = (await partyPlaces(trx, caller.tenantId, [input.partyId], day.ownerPartyId)).get(input.partyId);
  if (!buyer) throw badRequest('deliveryPartyUnknown');
  const move = await salesOutAtOnce(
    trx,
    caller,
    { warehouseId: day.warehouseId, consigneePartyId: buyer.id, lines: input.lines, remark: day.dayNo },
    context,
  );
  await recordMove(trx, caller, day.id, 'SALE', move, { partyId: buyer.id, visitId: input.visitId ?? null });
  return vanDayDetail(trx, caller, day.id);
}

/**
 * Ends the day: the count of what remains (a goods not counted keeps its book quantity), differences
 * posted as one adjustment, then everything counted unloaded back into a warehouse of the owner.
 */
export async function closeVanDay(
  db: Database,
  caller: DocumentCaller,
  input: VanCloseInput,
  context: CallContext,
): Promise<VanDay> {
  return db.transaction().execute((trx) => closeVanDayIn(trx, caller, input, context));
}

/** `closeVanDay` inside a transaction the caller already holds (the demo seed). */
export async function closeVanDayIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: VanCloseInput,
  context: CallContext,
): Promise<VanDay> {
  const day = await lockOpenDay(trx, caller, input.id);
  if (day.version !== input.version) throw staleVersion();
  if (input.returnWarehouseId === day.warehouseId) throw badRequest('vanDaySameWarehouse');
  const keyOf = (line: { goodsId: string; batchNo?: string | null | undefined }) =>
    `${line.goodsId}|${line.batchNo ?? ''}`;
  const counted = new Map(input.counts.map((count) => [keyOf(count), count.countedQty]));
  const stock = await warehouseGoods(trx, caller, day.warehouseId);
  const counts: VanCountLine[] = stock.map((line) => {
    const book = new Decimal(line.onHand);
    const count = new Decimal(counted.get(keyOf(line)) ?? line.onHand);
    return {
      goodsId: line.goodsId,
      sku: line.sku,
      goodsName: line.goodsName,
      unit: line.unit,
      batchNo: line.batchNo,
      bookQty: book.toFixed(3),
      countedQty: count.toFixed(3),
      diffQty: count.minus(book).toFixed(3),
    };
  });
  const differences = counts.filter((line) => !new Decimal(line.diffQty).isZero());
  let adjusted = true;
  if (differences.length > 0) {
    const move = await adjustmentAtOnce(
      trx,
      caller,
      {
        warehouseId: day.warehouseId,
        lines: differences.map((line) => ({ ...batchOf(line), qty: line.diffQty })),
        remark: day.dayNo,
      },
      context,
    );
    adjusted = move.posted;
    await recordMove(trx, caller, day.id, 'ADJUST', move);
  }
  // An adjustment waiting for approval has not moved stock yet: unload no more than the book holds.
  const unload = counts
    .map((line) => ({
      ...batchOf(line),
      qty: (adjusted ? new Decimal(line.countedQty) : Decimal.min(line.countedQty, line.bookQty)).toFixed(3),
    }))
    .filter((line) => new Decimal(line.qty).gt(0));
  if (unload.length > 0) {
    const move = await transferAtOnce(
      trx,
      caller,
      { fromWarehouseId: day.warehouseId, toWarehouseId: input.returnWarehouseId, lines: unload, remark: day.dayNo },
      context,
    );
    await recordMove(trx, caller, day.id, 'UNLOAD', move);
  }
  await trx
    .updateTable('vanDay')
    .set({ state: 'CLOSED', counts: JSON.stringify(counts), updateUser: caller.userId, updateTime: new Date() })
    .where('id', '=', day.id)
    .execute();
  await recordAudit(trx, caller, { action: 'close', entity: ENTITY, entityId: day.id, after: { counts } }, context.ip);
  return vanDayDetail(trx, caller, day.id);
}
