import type { Route, RouteInput, RouteStopsInput, SalespersonOption, StoreOption } from '@smdp/contracts/field';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { CallContext } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { activeStoresOf, routeOwnerFor, storesByIds } from '../customer';
import { enabledAccountsOf, isAccountOf } from '../user';
import { nextFieldNo } from './field.numbers';
import { routeDetail } from './route.queries';
import { keepLocked } from './route.rules';
import { lockRoute } from './route.scope';

type Trx = Transaction<DB>;
type StopValues = { storePartyId: string; plannedMinutes: number; locked: boolean };

/** The salesperson is an account of the owner (company staff for the company's own routes). */
async function assertSalesperson(trx: Trx, tenantId: string, ownerPartyId: string | null, userId: string | null) {
  if (userId && !(await isAccountOf(trx, tenantId, ownerPartyId, userId))) throw badRequest('routeSalespersonInvalid');
}

/** Every stop is an ACTIVE store the owner sells to, each once: a route never includes a closed store. */
async function assertStores(trx: Trx, tenantId: string, ownerPartyId: string | null, stops: readonly StopValues[]) {
  const ids = stops.map((stop) => stop.storePartyId);
  if (new Set(ids).size !== ids.length) throw badRequest('routeStoreTwice');
  const active = new Set((await activeStoresOf(trx, tenantId, ownerPartyId, { ids })).map((store) => store.id));
  const refused = ids.find((id) => !active.has(id));
  if (refused) {
    const store = (await storesByIds(trx, tenantId, [refused])).get(refused);
    throw badRequest('routeStoreInvalid', { store: store?.name ?? refused });
  }
}

async function writeStops(trx: Trx, tenantId: string, routeId: string, stops: readonly StopValues[]) {
  await trx.deleteFrom('fieldRouteStop').where('routeId', '=', routeId).execute();
  if (!stops.length) return;
  await trx
    .insertInto('fieldRouteStop')
    .values(stops.map((stop, index) => ({ ...stop, tenantId, routeId, seq: index + 1 })))
    .execute();
}

const stopsOfRoute = (trx: Trx, routeId: string) =>
  trx
    .selectFrom('fieldRouteStop')
    .select(['storePartyId', 'plannedMinutes', 'locked', 'seq'])
    .where('routeId', '=', routeId)
    .orderBy('seq')
    .execute();

export async function createRoute(db: Database, caller: Caller, input: RouteInput, context: CallContext) {
  return db.transaction().execute((trx) => createRouteIn(trx, caller, input, context));
}

/** `createRoute` inside a transaction the caller already holds (the demo seed). */
export async function createRouteIn(trx: Trx, caller: Caller, input: RouteInput, context: CallContext): Promise<Route> {
  const ownerPartyId = await routeOwnerFor(trx, caller, input.ownerPartyId);
  const salespersonId = input.salespersonId ?? null;
  await assertSalesperson(trx, caller.tenantId, ownerPartyId, salespersonId);
  await assertStores(trx, caller.tenantId, ownerPartyId, input.stops ?? []);
  const created = await trx
    .insertInto('fieldRoute')
    .values({
      tenantId: caller.tenantId,
      routeNo: await nextFieldNo(trx, caller.tenantId, 'field_route', context.now ?? new Date(), context.zone),
      ownerPartyId,
      name: input.name,
      salespersonId,
      frequency: input.frequency,
      weekdays: JSON.stringify([...input.weekdays].sort()),
      startDate: input.startDate,
      remark: input.remark?.trim() || null,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeStops(trx, caller.tenantId, created.id, input.stops ?? []);
  await recordAudit(
    trx,
    caller,
    { action: 'create', entity: 'field_route', entityId: created.id, after: { ...created, stops: input.stops ?? [] } },
    context.ip,
  );
  return routeDetail(trx, caller, created.id);
}

async function lockForChange(trx: Trx, caller: Caller, id: string, version: number) {
  const row = await lockRoute(trx, caller, id);
  if (row.version !== version) throw staleVersion();
  return row;
}

const bumped = (caller: Caller) => ({ updateUser: caller.userId, updateTime: new Date() });

/** Changes a route (id and version); its owner stays; re-ordered stops keep the locked ones in place. */
export async function updateRoute(
  db: Database,
  caller: Caller,
  input: RouteInput & { id: string; version: number },
  context: CallContext,
): Promise<Route> {
  return db.transaction().execute(async (trx) => {
    const before = await lockForChange(trx, caller, input.id, input.version);
    if (
      !caller.customerId &&
      input.ownerPartyId !== undefined &&
      (input.ownerPartyId ?? null) !== before.ownerPartyId
    ) {
      throw badRequest('routeOwnerFixed');
    }
    const salespersonId = input.salespersonId ?? null;
    await assertSalesperson(trx, caller.tenantId, before.ownerPartyId, salespersonId);
    const current = await stopsOfRoute(trx, input.id);
    const stops = input.stops ? keepLocked(current, input.stops) : current;
    await assertStores(trx, caller.tenantId, before.ownerPartyId, stops);
    const after = await trx
      .updateTable('fieldRoute')
      .set((eb) => ({
        name: input.name,
        salespersonId,
        frequency: input.frequency,
        weekdays: JSON.stringify([...input.weekdays].sort()),
        startDate: input.startDate,
        remark: input.remark?.trim() || null,
        version: eb('version', '+', 1),
        ...bumped(caller),
      }))
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeStops(trx, caller.tenantId, input.id, stops);
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'field_route', entityId: input.id, before, after },
      context.ip,
    );
    return routeDetail(trx, caller, input.id);
  });
}

/** The route detail page's stop editor: add, remove, move and lock stops (locked ones keep their seq). */
export async function setRouteStops(db: Database, caller: Caller, input: RouteStopsInput, ip?: string): Promise<Route> {
  return db.transaction().execute(async (trx) => {
    const route = await lockForChange(trx, caller, input.id, input.version);
    const before = await stopsOfRoute(trx, input.id);
    const stops = keepLocked(before, input.stops);
    await assertStores(trx, caller.tenantId, route.ownerPartyId, stops);
    await writeStops(trx, caller.tenantId, input.id, stops);
    await trx
      .updateTable('fieldRoute')
      .set((eb) => ({ version: eb('version', '+', 1), ...bumped(caller) }))
      .where('id', '=', input.id)
      .execute();
    await recordAudit(
      trx,
      caller,
      { action: 'stops', entity: 'field_route', entityId: input.id, before: { stops: before }, after: { stops } },
      ip,
    );
    return routeDetail(trx, caller, input.id);
  });
}

/** Inactivates (or re-activates) a route: an INACTIVE route generates no plans. */
export async function setRouteState(
  db: Database,
  caller: Caller,
  input: { id: string; version: number; state: 'ACTIVE' | 'INACTIVE' },
  ip?: string,
): Promise<Route> {
  return db.transaction().execute(async (trx) => {
    const before = await lockForChange(trx, caller, input.id, input.version);
    await trx
      .updateTable('fieldRoute')
      .set((eb) => ({ state: input.state, version: eb('version', '+', 1), ...bumped(caller) }))
      .where('id', '=', input.id)
      .execute();
    await recordAudit(
      trx,
      caller,
      {
        action: input.state === 'ACTIVE' ? 'activate' : 'inactivate',
        entity: 'field_route',
        entityId: input.id,
        before,
      },
      ip,
    );
    return routeDetail(trx, caller, input.id);
  });
}

/** Deletes routes (soft: their numbers stay taken and their plans keep pointing at them). */
export async function removeRoutes(db: Database, caller: Caller, ids: readonly string[], ip?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await lockRoute(trx, caller, id);
    await trx
      .updateTable('fieldRoute')
      .set({ isDeleted: 1, ...bumped(caller) })
      .where('tenantId', '=', caller.tenantId)
      .where('id', 'in', [...ids])
      .execute();
    await recordAudit(trx, caller, { action: 'delete', entity: 'field_route', entityId: [...ids] }, ip);
  });
}

/** Who may run the owner's routes: its enabled accounts (company staff for the company's own). */
export async function salespersonOptions(
  db: Database,
  caller: Caller,
  requested?: string,
): Promise<SalespersonOption[]> {
  return db
    .transaction()
    .execute(async (trx) => enabledAccountsOf(trx, caller.tenantId, await routeOwnerFor(trx, caller, requested)));
}

/** The stores the owner's routes may stop at. */
export async function storeOptions(
  db: Database,
  caller: Caller,
  requested: string | undefined,
  keyword: string | undefined,
): Promise<StoreOption[]> {
  return db.transaction().execute(async (trx) => {
    const stores = await activeStoresOf(trx, caller.tenantId, await routeOwnerFor(trx, caller, requested), { keyword });
    return stores.map(({ id, code, name, address, lat, lng }) => ({ id, code, name, address, lat, lng }));
  });
}

/** A closed store leaves every route (domain.md §9); the stops behind it move up. */
export async function dropClosedStore(trx: Trx, caller: Caller, party: { tenantId: string; id: string }) {
  const routes = await trx
    .deleteFrom('fieldRouteStop')
    .where('tenantId', '=', party.tenantId)
    .where('storePartyId', '=', party.id)
    .returning(['routeId'])
    .execute();
  for (const { routeId } of routes) {
    const rest = await stopsOfRoute(trx, routeId);
    await writeStops(trx, party.tenantId, routeId, rest);
    await trx
      .updateTable('fieldRoute')
      .set((eb) => ({ version: eb('version', '+', 1), ...bumped(caller) }))
      .where('id', '=', routeId)
      .execute();
  }
}
