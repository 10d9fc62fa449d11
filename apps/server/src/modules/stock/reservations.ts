import { type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Decimal } from '../../platform/ledger/define';
import type { Caller } from '../../platform/scope/caller';
import { keyIdOf, lockBalances, moveReservedMany, type StockKey } from './balances';
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
    const existing = held.get(line.sourceLine);
    if (existing && keyIdOf(keyOf(existing)) !== keyIdOf(key)) {
      throw badRequest('stockReservationElsewhere', { source: nameOf(source), line: line.sourceLine });
    }
  }
  await holdMore(trx, tenantId, source, wanted, held);
  await moveReservedMany(
    trx,
    tenantId,
    wanted.map(({ key, qty }) => ({ key, change: qty })),
  );
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
  const released = new Map<string, { reservation: Reservation; qty: bigint }>();
  for (const release of releases) {
    const reservation = held.get(release.sourceLine);
    if (!reservation) throw badRequest('stockReservationMissing', { source: nameOf(source), line: release.sourceLine });
    const open = openQty(reservation) - (released.get(reservation.id)?.qty ?? 0n);
    const qty = release.qty === undefined ? open : positiveQtyUnits(release.qty);
    if (qty > open) throw tooSmall(source, release.sourceLine, open, qty);
    if (qty > 0n) released.set(reservation.id, { reservation, qty: (released.get(reservation.id)?.qty ?? 0n) + qty });
  }
  if (released.size === 0) return;
  const rows = [...released].map(([id, { qty }]) => ({ id, released: fromUnits(qty, QTY_SCALE) }));
  await sql`update stock_reservation as reservation
    set released = reservation.released + moved.released, update_time = now()
    from jsonb_populate_recordset(null::stock_reservation, ${JSON.stringify(rows)}::jsonb) as moved
    where reservation.id = moved.id`.execute(trx);
  await moveReservedMany(
    trx,
    tenantId,
    [...released.values()].map(({ reservation, qty }) => ({ key: keyOf(reservation), change: -qty })),
  );
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
  const named = lines.flatMap(({ qty, consumes }) => (consumes && qty < 0n ? [consumes] : []));
  const found = await namedReservations(trx, tenantId, named);
  const remaining = new Map<string, bigint>();
  return lines.map(({ key, qty, consumes }) => {
    if (!consumes || qty >= 0n) return undefined;
    const source = { type: consumes.sourceType, id: consumes.sourceId };
    const reservation = found.get(refId(consumes));
    if (!reservation)
      throw badRequest('stockReservationMissing', { source: nameOf(source), line: consumes.sourceLine });
    if (keyIdOf(keyOf(reservation)) !== keyIdOf(key)) {
      throw badRequest('stockReservationElsewhere', { source: nameOf(source), line: consumes.sourceLine });
    }
    const open = remaining.get(reservation.id) ?? openQty(reservation);
    const taken = open < -qty ? open : -qty;
    remaining.set(reservation.id, open - taken);
    return { reservationId: reservation.id, key, qty: taken };
  });
}

/**
 * Writes consumptions: the reservations hold less and so do their balance rows (both locked), one
 * statement each whatever the number of lines.
 */
export async function recordConsumptions(
  trx: Transaction<DB>,
  tenantId: string,
  consumptions: readonly (Consumption | undefined)[],
) {
  const taken = consumptions.filter((consumption): consumption is Consumption => !!consumption && consumption.qty > 0n);
  if (taken.length === 0) return;
  const byReservation = new Map<string, bigint>();
  for (const { reservationId, qty } of taken) {
    byReservation.set(reservationId, (byReservation.get(reservationId) ?? 0n) + qty);
  }
  const rows = [...byReservation].map(([id, qty]) => ({ id, consumed: fromUnits(qty, QTY_SCALE) }));
  await sql`update stock_reservation as reservation
    set consumed = reservation.consumed + moved.consumed, update_time = now()
    from jsonb_populate_recordset(null::stock_reservation, ${JSON.stringify(rows)}::jsonb) as moved
    where reservation.id = moved.id`.execute(trx);
  await moveReservedMany(
    trx,
    tenantId,
    taken.map(({ key, qty }) => ({ key, change: -qty })),
  );
}

const refId = (ref: ReservationRef) => JSON.stringify([ref.sourceType, String(ref.sourceId), ref.sourceLine]);

/** The reservations moves out name, locked in id order (as `releaseStock` locks them), by `refId`. */
async function namedReservations(
  trx: Transaction<DB>,
  tenantId: string,
  refs: readonly ReservationRef[],
): Promise<Map<string, Reservation>> {
  if (refs.length === 0) return new Map();
  const rows = await trx
    .selectFrom('stockReservation')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where((eb) =>
      eb(
        eb.refTuple('sourceType', 'sourceId', 'sourceLine'),
        'in',
        refs.map((ref) => eb.tuple(ref.sourceType, idOf(ref.sourceId), ref.sourceLine)),
      ),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(
    rows.map((row) => [refId({ sourceType: row.sourceType, sourceId: row.sourceId, sourceLine: row.sourceLine }), row]),
  );
}

/** Writes what the lines now hold: one insert of the new reservations, one update of the others. */
async function holdMore(
  trx: Transaction<DB>,
  tenantId: string,
  source: ReservationSource,
  wanted: readonly { line: ReserveLine; key: StockKey; qty: bigint }[],
  held: Map<number, Reservation>,
) {
  const fresh = wanted.filter(({ line }) => !held.has(line.sourceLine));
  if (fresh.length > 0) {
    await trx
      .insertInto('stockReservation')
      .values(
        fresh.map(({ line, key, qty }) => ({
          tenantId,
          sourceType: source.type,
          sourceId: idOf(source.id),
          sourceLine: line.sourceLine,
          ...key,
          qty: fromUnits(qty, QTY_SCALE),
        })),
      )
      .execute();
  }
  const more = wanted.flatMap(({ line, qty }) => {
    const existing = held.get(line.sourceLine);
    return existing ? [{ id: existing.id, qty: fromUnits(qty, QTY_SCALE) }] : [];
  });
  if (more.length === 0) return;
  await sql`update stock_reservation as reservation set qty = reservation.qty + more.qty, update_time = now()
    from jsonb_populate_recordset(null::stock_reservation, ${JSON.stringify(more)}::jsonb) as more
    where reservation.id = more.id`.execute(trx);
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
