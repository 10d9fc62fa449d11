import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Decimal } from '../../platform/ledger/define';
import type { Caller } from '../../platform/scope/caller';
import { keyIdOf, lockBalances, moveReserved, type StockKey } from './balances';
import { QTY_SCALE } from './stock.ledger';
import type { StockReservationTable } from './stock.tables';
import { idOf, positiveQtyUnits } from './stock-input';
import { batchNoOf, loadSubjects } from './subjects';

/** The document line stock is held for: an order's line, say (`{type: 'order', id, line: 3}`). */
export type ReservationSource = { type: string; id: string | number };

export type ReserveLine = {
  sourceLine: number;
  warehouseId: string | number;
  goodsId: string | number;
  batch?: string;
  /** Positive, in the goods' base unit. */
  qty: Decimal;
};

/** A line to release: all that it still holds, or `qty` of it. */
export type ReleaseLine = { sourceLine: number; qty?: Decimal };

/** A move out that ships reserved stock names its reservation, which it consumes as it posts. */
export type ReservationRef = { sourceType: string; sourceId: string | number; sourceLine: number };

type Reservation = Selectable<StockReservationTable>;

/**
 * Holds stock for lines of a source document, never more than is available (on hand minus what is
 * already reserved), whatever the warehouse allows. Reserving a line again adds to what it holds.
 */
export async function reserveStock(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  source: ReservationSource,
  lines: readonly ReserveLine[],
) {
  const { tenantId } = caller;
  const sourceLines = lines.map((line) => line.sourceLine);
  if (new Set(sourceLines).size !== sourceLines.length) {
    throw badRequest('invalidParameter', { field: 'sourceLine', detail: sourceLines.join(',') });
  }
  const subjects = await loadSubjects(trx, tenantId, lines, 'reserve');
  const wanted = lines.map((line) => {
    const goods = subjects.goods.get(idOf(line.goodsId));
    if (!goods) throw new Error('goods not loaded');
    const key = { warehouseId: idOf(line.warehouseId), goodsId: goods.id, batchNo: batchNoOf(goods, line.batch) };
    return { line, key, qty: positiveQtyUnits(line.qty), sku: goods.sku };
  });
  const balances = await lockBalances(
    trx,
    tenantId,
    wanted.map((w) => w.key),
  );
  const held = await reservationsOf(trx, tenantId, source, sourceLines);
  for (const { line, key, qty, sku } of wanted) {
    const balance = balances.get(keyIdOf(key));
    const available = balance ? balance.onHand - balance.reserved : 0n;
    if (qty > available) {
      throw badRequest('stockNotEnoughOf', {
        goods: sku,
        warehouse: subjects.warehouses.get(key.warehouseId)?.code ?? key.warehouseId,
        balance: fromUnits(available, QTY_SCALE),
        needed: fromUnits(qty, QTY_SCALE),
      });
    }
    if (balance) balance.reserved += qty;
    await holdMore(trx, tenantId, source, line.sourceLine, key, qty, held.get(line.sourceLine));
    await moveReserved(trx, tenantId, key, fromUnits(qty, QTY_SCALE));
  }
}

/** Gives back what lines of a source hold (all its lines when none are named). */
export async function releaseStock(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  source: ReservationSource,
  lines?: readonly ReleaseLine[],
) {
  const { tenantId } = caller;
  const sourceLines = lines?.map((line) => line.sourceLine);
  const known = await reservationsOf(trx, tenantId, source, sourceLines, { lock: false });
  await lockBalances(trx, tenantId, [...known.values()].map(keyOf));
  const held = await reservationsOf(trx, tenantId, source, sourceLines);
  const releases: readonly ReleaseLine[] = lines ?? [...held.keys()].map((sourceLine) => ({ sourceLine }));
  for (const release of releases) {
    const reservation = held.get(release.sourceLine);
    if (!reservation) throw badRequest('stockReservationMissing', { source: nameOf(source), line: release.sourceLine });
    const open = openQty(reservation);
    const qty = release.qty === undefined ? open : positiveQtyUnits(release.qty);
    if (qty > open) throw tooSmall(source, release.sourceLine, open, qty);
    if (qty === 0n) continue;
    await trx
      .updateTable('stockReservation')
      .set((eb) => ({ released: eb('released', '+', fromUnits(qty, QTY_SCALE)), updateTime: new Date() }))
      .where('id', '=', reservation.id)
      .execute();
    await moveReserved(trx, tenantId, keyOf(reservation), fromUnits(-qty, QTY_SCALE));
  }
}

/** What a move out consumes of its reservation: as much of its quantity as the reservation still holds. */
export type Consumption = { reservationId: string; key: StockKey; qty: bigint };

/**
 * The consumptions of moves out that name a reservation, read after their balance rows are locked.
 * A reservation of another key than its line is refused: it would release stock the line never takes.
 */
export async function consumptionsOf(
  trx: Transaction<DB>,
  tenantId: string,
  lines: readonly { key: StockKey; qty: bigint; consumes?: ReservationRef }[],
): Promise<(Consumption | undefined)[]> {
  const remaining = new Map<string, bigint>();
  const consumptions: (Consumption | undefined)[] = [];
  for (const { key, qty, consumes } of lines) {
    if (!consumes || qty >= 0n) {
      consumptions.push(undefined);
      continue;
    }
    const source = { type: consumes.sourceType, id: consumes.sourceId };
    const reservation = (await reservationsOf(trx, tenantId, source, [consumes.sourceLine])).get(consumes.sourceLine);
    if (!reservation)
      throw badRequest('stockReservationMissing', { source: nameOf(source), line: consumes.sourceLine });
    if (keyIdOf(keyOf(reservation)) !== keyIdOf(key)) {
      throw badRequest('stockReservationElsewhere', { source: nameOf(source), line: consumes.sourceLine });
    }
    const open = remaining.get(reservation.id) ?? openQty(reservation);
    const taken = open < -qty ? open : -qty;
    remaining.set(reservation.id, open - taken);
    consumptions.push({ reservationId: reservation.id, key, qty: taken });
  }
  return consumptions;
}

/** Writes consumptions: the reservation holds less and so does its balance row (both locked). */
export async function recordConsumptions(
  trx: Transaction<DB>,
  tenantId: string,
  consumptions: readonly (Consumption | undefined)[],
) {
  for (const consumption of consumptions) {
    if (!consumption || consumption.qty === 0n) continue;
    const qty = fromUnits(consumption.qty, QTY_SCALE);
    await trx
      .updateTable('stockReservation')
      .set((eb) => ({ consumed: eb('consumed', '+', qty), updateTime: new Date() }))
      .where('id', '=', consumption.reservationId)
      .execute();
    await moveReserved(trx, tenantId, consumption.key, `-${qty}`);
  }
}

async function holdMore(
  trx: Transaction<DB>,
  tenantId: string,
  source: ReservationSource,
  sourceLine: number,
  key: StockKey,
  qty: bigint,
  existing: Reservation | undefined,
) {
  if (!existing) {
    await trx
      .insertInto('stockReservation')
      .values({
        tenantId,
        sourceType: source.type,
        sourceId: idOf(source.id),
        sourceLine,
        ...key,
        qty: fromUnits(qty, QTY_SCALE),
      })
      .execute();
    return;
  }
  if (keyIdOf(keyOf(existing)) !== keyIdOf(key)) {
    throw badRequest('stockReservationElsewhere', { source: nameOf(source), line: sourceLine });
  }
  await trx
    .updateTable('stockReservation')
    .set((eb) => ({ qty: eb('qty', '+', fromUnits(qty, QTY_SCALE)), updateTime: new Date() }))
    .where('id', '=', existing.id)
    .execute();
}

/** The reservations of a source's lines (all lines when none are named), by line; locked unless told. */
async function reservationsOf(
  trx: Transaction<DB>,
  tenantId: string,
  source: ReservationSource,
  sourceLines: readonly number[] | undefined,
  { lock = true }: { lock?: boolean } = {},
): Promise<Map<number, Reservation>> {
  let query = trx
    .selectFrom('stockReservation')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('sourceType', '=', source.type)
    .where('sourceId', '=', idOf(source.id));
  if (sourceLines) {
    if (sourceLines.length === 0) return new Map();
    query = query.where('sourceLine', 'in', [...sourceLines]);
  }
  const rows = await (lock ? query.orderBy('id').forUpdate() : query).execute();
  return new Map(rows.map((row) => [row.sourceLine, row]));
}

const keyOf = (reservation: Reservation): StockKey => ({
  warehouseId: reservation.warehouseId,
  goodsId: reservation.goodsId,
  batchNo: reservation.batchNo,
});

const openQty = (reservation: Reservation) =>
  toUnits(reservation.qty, QTY_SCALE) -
  toUnits(reservation.released, QTY_SCALE) -
  toUnits(reservation.consumed, QTY_SCALE);

const nameOf = (source: ReservationSource) => `${source.type} ${source.id}`;

const tooSmall = (source: ReservationSource, line: number, open: bigint, needed: bigint) =>
  badRequest('stockReservationTooSmall', {
    source: nameOf(source),
    line,
    open: fromUnits(open, QTY_SCALE),
    needed: fromUnits(needed, QTY_SCALE),
  });
