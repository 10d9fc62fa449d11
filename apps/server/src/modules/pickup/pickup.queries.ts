import type { Page } from '@smdp/contracts';
import type { PickupListQuery, PickupTicket } from '@smdp/contracts/pickup';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { customerNames } from '../customer';
import { orderNumberOf, visibleOrderIds } from '../order';
import { keptBy, visibleWarehouseIds, warehouseName } from '../store';
import { maskedMobile } from './pickup.code';

/**
 * The tickets the caller sees: those of the warehouses it sees (the counter, the seller's staff) and
 * those of the orders it sees (the buyer following its pick-up).
 */
async function visibleTickets(db: Kysely<DB>, caller: Caller) {
  const [warehouses, orders] = await Promise.all([visibleWarehouseIds(db, caller), visibleOrderIds(db, caller)]);
  return ticketRows(db)
    .where('p.tenantId', '=', caller.tenantId)
    .where((eb) => eb.or([eb('p.warehouseId', 'in', warehouses), eb('p.orderId', 'in', orders)]));
}

/**
 * The warehouses the caller keeps (warehouse keepers, store module); none for whoever keeps none. Every
 * kept warehouse is a visible one, so they are the visible ones the keeper rule lets through.
 */
export async function keptWarehouseIds(db: Kysely<DB>, caller: Caller): Promise<string[]> {
  const rows = await db
    .selectFrom((await visibleWarehouseIds(db, caller)).as('v'))
    .select('v.id')
    .where(keptBy(caller, 'v.id'))
    .execute();
  return rows.map((row) => String(row.id));
}

/** Tickets with their order number, warehouse and buyer names. */
function ticketRows(db: Kysely<DB>) {
  return db
    .selectFrom('pickupTicket as p')
    .innerJoin(customerNames(db).as('b'), 'b.id', 'p.buyerPartyId')
    .select([
      'p.id',
      'p.ticketNo',
      'p.orderId',
      (eb) => eb.fn.coalesce(orderNumberOf(eb, 'p.orderId'), eb.val('')).as('orderNo'),
      'p.warehouseId',
      (eb) => eb.fn.coalesce(warehouseName(eb, 'p.warehouseId'), eb.val('')).as('warehouseName'),
      'b.customerName as buyerName',
      'p.pickerName',
      'p.pickerMobile',
      'p.vehiclePlate',
      'p.state',
      'p.expiresAt',
      'p.failedAttempts',
      'p.issuedAt',
      'p.verifiedAt',
      'p.pickedAt',
      'p.outboundId',
    ]);
}

type TicketListRow = Omit<PickupTicket, 'pickerMobile'> & { pickerMobile: string };

const shown = (row: TicketListRow): PickupTicket => ({ ...row, pickerMobile: maskedMobile(row.pickerMobile) });

/** Tickets, newest first, narrowed by order, number, state or warehouse (a keeper's own warehouses when neither order nor warehouse is asked for). */
export async function listPickupTickets(
  db: Database,
  caller: Caller,
  query: PickupListQuery,
): Promise<Page<PickupTicket>> {
  let rows = await visibleTickets(db, caller);
  if (!query.warehouseId && !query.orderId) {
    // A keeper's counter: by default the tickets of the warehouses it keeps, whatever else it may see.
    const kept = await keptWarehouseIds(db, caller);
    if (kept.length > 0) rows = rows.where('p.warehouseId', 'in', kept);
  }
  if (query.orderId) rows = rows.where('p.orderId', '=', query.orderId);
  if (query.ticketNo) rows = rows.where('p.ticketNo', '=', query.ticketNo);
  if (query.state) rows = rows.where('p.state', '=', query.state);
  if (query.warehouseId) rows = rows.where('p.warehouseId', '=', query.warehouseId);
  const { total } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const records = await rows
    .orderBy('p.issuedAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  return {
    records: records.map(shown),
    total: Number(total),
    size: query.size,
    current: query.current,
    pages: Math.ceil(Number(total) / query.size),
  };
}

/** One ticket the caller sees. */
export async function pickupTicketOf(db: Kysely<DB>, caller: Caller, id: string): Promise<PickupTicket | undefined> {
  const row = await (await visibleTickets(db, caller)).where('p.id', '=', id).executeTakeFirst();
  return row && shown(row);
}

/** One ticket of a tenant, whoever asks: for a signed link, whose signer was checked when it was signed. */
export async function pickupTicketOfTenant(
  db: Kysely<DB>,
  tenantId: string,
  id: string,
): Promise<PickupTicket | undefined> {
  const row = await ticketRows(db).where('p.tenantId', '=', tenantId).where('p.id', '=', id).executeTakeFirst();
  return row && shown(row);
}
