import {
  DEFAULT_VISIT_TASKS,
  VISIT_RADIUS_DEFAULT,
  VISIT_RADIUS_PARAM,
  type VisitCheckIn,
} from '@smdp/contracts/field';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { storesForVisit } from '../customer';
import { distanceMetres } from './geo';
import { lockOwnVisit, numericParam, todayIn, uniqueViolation } from './visit.acting';

type Context = { zone: string; ip?: string | undefined; now?: Date };

/** What a check-in at a store records: GPS inside the radius, FORCED (with the reason) otherwise. */
export function checkinPlacement(
  store: { lat: number | null; lng: number | null },
  at: { lat: number; lng: number } | null,
  radius: number,
  forcedReason: string | null | undefined,
): { mode: 'GPS' | 'FORCED'; distance: number | null; forcedReason: string | null } {
  if (store.lat === null || store.lng === null || at === null) {
    if (!forcedReason) throw badRequest(at === null ? 'visitNoPosition' : 'visitNoCoordinates');
    return { mode: 'FORCED', distance: null, forcedReason };
  }
  const distance = Math.round(distanceMetres({ lat: store.lat, lng: store.lng }, at) * 10) / 10;
  if (distance <= radius) return { mode: 'GPS', distance, forcedReason: null };
  if (!forcedReason) throw badRequest('visitOutsideRadius', { distance: Math.round(distance), radius });
  return { mode: 'FORCED', distance, forcedReason };
}

async function visitOfKey(db: Database | Transaction<DB>, caller: Caller, clientKey: string) {
  return db
    .selectFrom('visit')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('salespersonId', '=', caller.userId)
    .where('clientKey', '=', clientKey)
    .executeTakeFirst();
}

/**
 * Checks the caller in at a store, once per client key (a retry returns the visit the first call made).
 * One open visit per salesperson: checked here, and held by the `visit_one_open` index when two
 * check-ins race (the loser gets the same translated refusal).
 */
export async function checkIn(db: Database, caller: Caller, input: VisitCheckIn, context: Context): Promise<string> {
  const again = await visitOfKey(db, caller, input.clientKey);
  if (again) return again.id;
  try {
    return await db.transaction().execute((trx) => checkInIn(trx, caller, input, context));
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === undefined) throw error;
    const retried = await visitOfKey(db, caller, input.clientKey);
    if (retried) return retried.id;
    if (index.includes('visit_one_open')) throw new AppError(409, 'visitOneOpen');
    throw error;
  }
}

async function checkInIn(trx: Transaction<DB>, caller: Caller, input: VisitCheckIn, context: Context) {
  const now = context.now ?? new Date();
  const planned = input.id ? await lockOwnVisit(trx, caller, input.id, ['PLANNED']) : undefined;
  const storeId = planned?.storePartyId ?? String(input.storePartyId);
  const [store] = await storesForVisit(trx, caller.tenantId, [storeId]);
  if (!store || store.state === 'CLOSED') throw notFound();
  // An unplanned visit: a store the caller's customer sells to (company staff: any).
  if (!planned && caller.customerId && store.sellerPartyId !== caller.customerId) throw notFound();
  const open = await trx
    .selectFrom('visit')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('salespersonId', '=', caller.userId)
    .where('state', '=', 'CHECKED_IN')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (open) throw new AppError(409, 'visitOneOpen');
  const radius = await numericParam(trx, caller.tenantId, VISIT_RADIUS_PARAM, VISIT_RADIUS_DEFAULT);
  const at = input.lat != null && input.lng != null ? { lat: input.lat, lng: input.lng } : null;
  const placed = checkinPlacement(store, at, radius, input.forcedReason);
  const checkedIn = {
    state: 'CHECKED_IN' as const,
    actualStart: now,
    checkinLat: at?.lat ?? null,
    checkinLng: at?.lng ?? null,
    checkinDistanceM: placed.distance,
    checkinMode: placed.mode,
    forcedReason: placed.forcedReason,
    clientKey: input.clientKey,
    updateUser: caller.userId,
    updateTime: now,
  };
  let id: string;
  if (planned) {
    await trx
      .updateTable('visit')
      .set((eb) => ({ ...checkedIn, version: eb('version', '+', 1) }))
      .where('id', '=', planned.id)
      .execute();
    id = planned.id;
    // The plan's first check-in starts its day (both tables are this module's).
    if (planned.planId) {
      await trx
        .updateTable('visitPlan')
        .set((eb) => ({ state: 'IN_PROGRESS', version: eb('version', '+', 1), updateTime: now }))
        .where('id', '=', planned.planId)
        .where('state', '=', 'PUBLISHED')
        .execute();
    }
  } else {
    const year = now.getUTCFullYear();
    const number = await takeNumber(trx, { tenantId: caller.tenantId, docType: 'visit', owner: '', year });
    const row = await trx
      .insertInto('visit')
      .values({
        ...checkedIn,
        tenantId: caller.tenantId,
        visitNo: formatNumber(`VS${year}-`, number, 6),
        planId: null,
        ownerPartyId: store.sellerPartyId,
        storePartyId: store.id,
        salespersonId: caller.userId,
        seq: 1,
        visitDate: todayIn(now, context.zone),
        createUser: caller.userId,
        createDept: caller.deptId,
        createTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  await trx
    .insertInto('visitTask')
    .values(DEFAULT_VISIT_TASKS.map((task) => ({ tenantId: caller.tenantId, visitId: id, ...task })))
    .onConflict((oc) => oc.columns(['visitId', 'taskType']).doNothing())
    .execute();
  await recordAudit(
    trx,
    caller,
    { action: 'checkIn', entity: 'visit', entityId: id, after: { ...checkedIn, storePartyId: store.id } },
    context.ip,
  );
  return id;
}
