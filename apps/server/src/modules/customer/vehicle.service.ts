import type { Page, PageQuery } from '@smdp/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Session } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { VehicleType } from './customer.tables';

type Caller = Pick<Session, 'tenantId' | 'userId' | 'account' | 'customerId'>;
type Trx = Transaction<DB>;

export type Vehicle = {
  id: string;
  ownerPartyId: string | null;
  ownerCode: string | null;
  ownerName: string | null;
  plate: string;
  vehicleType: VehicleType;
  capacityKg: number | null;
  driverUserId: string | null;
  driverName: string | null;
  warehouseId: string | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  remark: string | null;
  status: number;
  version: number;
  createTime: Date;
};

export type VehicleInput = {
  ownerPartyId?: string | null | undefined;
  plate: string;
  vehicleType: VehicleType;
  capacityKg?: number | null | undefined;
  driverUserId?: string | null | undefined;
  warehouseId?: string | null | undefined;
  remark?: string | null | undefined;
  status?: number | undefined;
};

const COLUMNS: ListColumns = {
  plate: 'v.plate',
  vehicleType: 'v.vehicle_type',
  ownerPartyId: 'v.owner_party_id',
  ownerCode: 'o.customer_code',
  driverUserId: 'v.driver_user_id',
  status: 'v.status',
  createTime: 'v.create_time',
};

/** Company staff see every vehicle of the tenant; a customer account its own customer's. */
function visibleVehicles(db: Database, caller: Pick<Caller, 'tenantId' | 'customerId'>) {
  let query = db
    .selectFrom('vehicle as v')
    .leftJoin('baseCustomer as o', 'o.id', 'v.ownerPartyId')
    .leftJoin('bladeUser as d', 'd.id', 'v.driverUserId')
    .leftJoin('warehouse as w', 'w.id', 'v.warehouseId')
    .where('v.tenantId', '=', caller.tenantId)
    .where('v.isDeleted', '=', 0);
  if (caller.customerId) query = query.where('v.ownerPartyId', '=', caller.customerId);
  return query.select([
    'v.id',
    'v.ownerPartyId',
    'o.customerCode as ownerCode',
    'o.customerName as ownerName',
    'v.plate',
    'v.vehicleType',
    'v.capacityKg',
    'v.driverUserId',
    'd.realName as driverName',
    'v.warehouseId',
    'w.code as warehouseCode',
    'w.name as warehouseName',
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
  const page = await paginate(applyFilters(visibleVehicles(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'v.plate',
    direction: 'asc',
  });
  return { ...page, records: page.records.map(toVehicle) };
}

export async function vehicleDetail(db: Database, caller: Caller, id: string): Promise<Vehicle> {
  const row = await visibleVehicles(db, caller).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toVehicle(row);
}

/** Plates are compared without spaces or dashes and in capitals: `ab 123-c` is `AB123C`. */
export const normalizePlate = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();

/**
 * A customer account's vehicles are its customer's; staff name an owner party of the tenant, or none
 * for the company's own fleet.
 */
async function ownerOf(trx: Trx, caller: Caller, requested: string | null | undefined): Promise<string | null> {
  if (caller.customerId) return caller.customerId;
  if (!requested) return null;
  const owner = await trx
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', requested)
    .where('isDeleted', '=', 0)
    .where('state', '<>', 'CLOSED')
    .executeTakeFirst();
  if (!owner) throw badRequest('vehicleOwnerInvalid');
  return owner.id;
}

/** The driver is a live account of the owner (a staff account for the company's fleet). */
async function assertDriver(trx: Trx, tenantId: string, ownerPartyId: string | null, userId: string | null) {
  if (!userId) return;
  let query = trx
    .selectFrom('bladeUser')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .where('isDeleted', '=', 0);
  query = ownerPartyId ? query.where('customerId', '=', ownerPartyId) : query.where('customerId', 'is', null);
  if (!(await query.executeTakeFirst())) throw badRequest('vehicleDriverInvalid');
}

/** The stock on board: a live warehouse of type VEHICLE of the same owner. */
async function assertWarehouse(trx: Trx, tenantId: string, ownerPartyId: string | null, warehouseId: string | null) {
  if (!warehouseId) return;
  let query = trx
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', warehouseId)
    .where('type', '=', 'VEHICLE')
    .where('state', '<>', 'DISABLED')
    .where('isDeleted', '=', 0);
  query = ownerPartyId ? query.where('ownerCustomerId', '=', ownerPartyId) : query.where('ownerCustomerId', 'is', null);
  if (!(await query.executeTakeFirst())) throw badRequest('vehicleWarehouseInvalid');
}

async function validated(trx: Trx, caller: Caller, input: VehicleInput, ownerPartyId: string | null) {
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

async function uniqueOrExplained<T>(plate: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (((error as { constraint?: string }).constraint ?? '').includes('warehouse')) {
      throw badRequest('vehicleWarehouseInvalid');
    }
    throw badRequest('vehiclePlateExists', { plate: normalizePlate(plate) });
  }
}

export async function createVehicle(db: Database, caller: Caller, input: VehicleInput, ip?: string): Promise<Vehicle> {
  return uniqueOrExplained(input.plate, () =>
    db.transaction().execute(async (trx) => {
      const values = await validated(trx, caller, input, await ownerOf(trx, caller, input.ownerPartyId));
      const created = await trx
        .insertInto('vehicle')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
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
  input: VehicleInput & { id: string; version: number },
  ip?: string,
): Promise<Vehicle> {
  return uniqueOrExplained(input.plate, () =>
    db.transaction().execute(async (trx) => {
      const current = await vehicleDetail(trx, caller, input.id);
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
    for (const id of ids) await vehicleDetail(trx, caller, id);
    const removed = await softRemove(trx, 'vehicle', ids, { tenantId: caller.tenantId, userId: caller.userId });
    await recordAudit(trx, caller, { action: 'delete', entity: 'vehicle', entityId: ids, before: { removed } }, ip);
  });
}

/** Who may drive an owner's vehicles: its live accounts (staff accounts for the company's fleet). */
export async function driverOptions(db: Database, caller: Caller, ownerPartyId: string | undefined) {
  const owner = caller.customerId ?? ownerPartyId ?? null;
  let query = db
    .selectFrom('bladeUser')
    .select(['id', 'account', 'realName'])
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1);
  query = owner ? query.where('customerId', '=', owner) : query.where('customerId', 'is', null);
  return query.orderBy('account').limit(500).execute();
}

/** The VEHICLE warehouses of an owner, for the vehicle form. */
export async function vehicleWarehouseOptions(db: Database, caller: Caller, ownerPartyId: string | undefined) {
  const owner = caller.customerId ?? ownerPartyId ?? null;
  let query = db
    .selectFrom('warehouse')
    .select(['id', 'code', 'name'])
    .where('tenantId', '=', caller.tenantId)
    .where('type', '=', 'VEHICLE')
    .where('isDeleted', '=', 0);
  query = owner ? query.where('ownerCustomerId', '=', owner) : query.where('ownerCustomerId', 'is', null);
  return query.orderBy('code').limit(500).execute();
}
