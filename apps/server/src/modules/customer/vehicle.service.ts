import type { Page, PageQuery } from '@smdp/contracts';
import type { DriverOption, Vehicle, VehicleFields, VehicleWarehouseOption } from '@smdp/contracts/customer';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { lockScopedRow, scopedRows } from '../../platform/scope/scoped';
import { isVehicleWarehouseOf, vehicleWarehousesOf, warehouseCode, warehouseName } from '../store';
import { enabledAccountsOf, isAccountOf, userRealName } from '../user';

type Trx = Transaction<DB>;

const COLUMNS: ListColumns = {
  plate: 'v.plate',
  vehicleType: 'v.vehicle_type',
  ownerPartyId: 'v.owner_party_id',
  ownerCode: 'o.customer_code',
  driverUserId: 'v.driver_user_id',
  status: 'v.status',
  createTime: 'v.create_time',
};

/** Company staff see the vehicles of the tenant their data scope reaches; a customer account its own customer's. */
async function visibleVehicles(db: Database | Trx, caller: Caller) {
  const vehicles = await scopedRows(db, caller, 'vehicle as v', { owner: 'v.ownerPartyId' });
  return vehicles
    .leftJoin('baseCustomer as o', 'o.id', 'v.ownerPartyId')
    .select((eb) => [
      'v.id',
      'v.ownerPartyId',
      'o.customerCode as ownerCode',
      'o.customerName as ownerName',
      'v.plate',
      'v.vehicleType',
      'v.capacityKg',
      'v.driverUserId',
      userRealName(eb, 'v.driverUserId').as('driverName'),
      'v.warehouseId',
      warehouseCode(eb, 'v.warehouseId').as('warehouseCode'),
      warehouseName(eb, 'v.warehouseId').as('warehouseName'),
      'v.remark',
      'v.status',
      'v.version',
      'v.createTime',
    ]);
}

type VehicleRow = Omit<Vehicle, 'capacityKg'> & { capacityKg: string | null };
const toVehicle = (row: VehicleRow): Vehicle => ({
  ...row,
  capacityKg: row.capacityKg === null ? null : Number(row.capacityKg),
});

export async function listVehicles(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Vehicle>> {
  const page = await paginate(applyFilters(await visibleVehicles(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'v.plate',
    direction: 'asc',
  });
  return { ...page, records: page.records.map(toVehicle) };
}

export async function vehicleDetail(db: Database, caller: Caller, id: string): Promise<Vehicle> {
  const row = await (await visibleVehicles(db, caller)).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toVehicle(row);
}

/** The vehicle a write works on, locked; 404 outside the caller's scope. */
const lockVehicle = (trx: Trx, caller: Caller, id: string) =>
  lockScopedRow(trx, caller, 'vehicle', id, { owner: 'vehicle.ownerPartyId' });

/** Plates are compared without spaces or dashes and in capitals: `ab 123-c` is `AB123C`. */
export const normalizePlate = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();

/**
 * A customer account's vehicles are its customer's; staff name an owner party of the tenant, or none
 * for the company's own fleet; the owner must be a party the caller's data scope reaches.
 */
async function ownerOf(trx: Trx, caller: Caller, requested: string | null | undefined): Promise<string | null> {
  if (caller.customerId) return caller.customerId;
  if (!requested) return null;
  // Only a party the caller's data scope reaches, as the party list shows them.
  const owner = await (await scopedRows(trx, caller, 'baseCustomer as p', { owner: 'p.sellerPartyId' }))
    .select('p.id')
    .where('p.id', '=', requested)
    .where('p.state', '<>', 'CLOSED')
    .executeTakeFirst();
  if (!owner) throw badRequest('vehicleOwnerInvalid');
  return owner.id;
}

/** The driver is a live account of the owner (a staff account for the company's fleet). */
async function assertDriver(trx: Trx, tenantId: string, ownerPartyId: string | null, userId: string | null) {
  if (userId && !(await isAccountOf(trx, tenantId, ownerPartyId, userId))) throw badRequest('vehicleDriverInvalid');
}

/** The stock on board: a live warehouse of type VEHICLE of the same owner. */
async function assertWarehouse(trx: Trx, tenantId: string, ownerPartyId: string | null, warehouseId: string | null) {
  if (warehouseId && !(await isVehicleWarehouseOf(trx, tenantId, ownerPartyId, warehouseId))) {
    throw badRequest('vehicleWarehouseInvalid');
  }
}

async function validated(trx: Trx, caller: Caller, input: VehicleFields, ownerPartyId: string | null) {
  const values = {
    ownerPartyId,
    plate: normalizePlate(input.plate),
    vehicleType: input.vehicleType,
    capacityKg: input.capacityKg ?? null,
    driverUserId: input.driverUserId ?? null,
    warehouseId: input.warehouseId ?? null,
    remark: input.remark?.trim() || null,
    status: input.status ?? 1,
  };
  await assertDriver(trx, caller.tenantId, ownerPartyId, values.driverUserId);
  await assertWarehouse(trx, caller.tenantId, ownerPartyId, values.warehouseId);
  return values;
}

/** The unique index (migration 0008) that lets a warehouse serve one live vehicle. */
const ONE_VEHICLE_PER_WAREHOUSE = 'vehicle_warehouse';

async function uniqueOrExplained<T>(plate: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if ((error as { constraint?: string }).constraint === ONE_VEHICLE_PER_WAREHOUSE) {
      throw badRequest('vehicleWarehouseInvalid');
    }
    throw badRequest('vehiclePlateExists', { plate: normalizePlate(plate) });
  }
}

export async function createVehicle(db: Database, caller: Caller, input: VehicleFields, ip?: string): Promise<Vehicle> {
  return uniqueOrExplained(input.plate, () =>
    db.transaction().execute(async (trx) => {
      const values = await validated(trx, caller, input, await ownerOf(trx, caller, input.ownerPartyId));
      const created = await trx
        .insertInto('vehicle')
        .values({
          ...values,
          tenantId: caller.tenantId,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'vehicle', entityId: created.id, after: created }, ip);
      return vehicleDetail(trx, caller, created.id);
    }),
  );
}

/** Changes a vehicle; its owner stays (a vehicle changing hands is retired and registered anew). */
export async function updateVehicle(
  db: Database,
  caller: Caller,
  input: VehicleFields & { id: string; version: number },
  ip?: string,
): Promise<Vehicle> {
  return uniqueOrExplained(input.plate, () =>
    db.transaction().execute(async (trx) => {
      const current = await lockVehicle(trx, caller, input.id);
      const values = await validated(trx, caller, input, current.ownerPartyId);
      const { before, after } = await updateVersioned(
        trx,
        'vehicle',
        { id: input.id, version: input.version },
        values,
        { tenantId: caller.tenantId, userId: caller.userId },
      );
      await recordAudit(trx, caller, { action: 'update', entity: 'vehicle', entityId: input.id, before, after }, ip);
      return vehicleDetail(trx, caller, input.id);
    }),
  );
}

export async function removeVehicles(db: Database, caller: Caller, ids: readonly string[], ip?: string) {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await lockVehicle(trx, caller, id);
    const removed = await softRemove(trx, 'vehicle', ids, { tenantId: caller.tenantId, userId: caller.userId });
    await recordAudit(trx, caller, { action: 'delete', entity: 'vehicle', entityId: ids, before: { removed } }, ip);
  });
}

/** Who may drive an owner's vehicles: its live accounts (staff accounts for the company's fleet). */
export async function driverOptions(
  db: Database,
  caller: Caller,
  ownerPartyId: string | undefined,
): Promise<DriverOption[]> {
  return enabledAccountsOf(db, caller.tenantId, caller.customerId ?? ownerPartyId ?? null);
}

/** The VEHICLE warehouses of an owner, for the vehicle form. */
export async function vehicleWarehouseOptions(
  db: Database,
  caller: Caller,
  ownerPartyId: string | undefined,
): Promise<VehicleWarehouseOption[]> {
  return vehicleWarehousesOf(db, caller.tenantId, caller.customerId ?? ownerPartyId ?? null);
}
