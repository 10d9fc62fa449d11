import type { Page, PageQuery } from '@smdp/contracts';
import type { Address, AddressFields, AddressType } from '@smdp/contracts/customer';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';

type Trx = Transaction<DB>;

const COLUMNS: ListColumns = {
  partyId: 'a.party_id',
  partyCode: 'p.customer_code',
  partyName: 'p.customer_name',
  addressType: 'a.address_type',
  contactName: 'a.contact_name',
  phone: 'a.phone',
  line: 'a.line',
  isDefault: 'a.is_default',
  createTime: 'a.create_time',
};

/**
 * Company staff see the addresses of the tenant their data scope reaches; a customer account those of
 * its party tree (its own customer's and the parties it sells to), never another distributor's.
 */
async function visibleAddresses(db: Database | Trx, caller: Caller) {
  const addresses = await scopedRows(db, caller, 'partyAddress as a', { party: 'a.partyId' });
  return addresses
    .innerJoin('baseCustomer as p', 'p.id', 'a.partyId')
    .select([
      'a.id',
      'a.partyId',
      'p.customerCode as partyCode',
      'p.customerName as partyName',
      'a.addressType',
      'a.contactName',
      'a.phone',
      'a.regionCode',
      'a.line',
      'a.lat',
      'a.lng',
      'a.isDefault',
      'a.version',
      'a.createTime',
    ]);
}

export async function listAddresses(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Address>> {
  return paginate(applyFilters(await visibleAddresses(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'p.customer_code',
    direction: 'asc',
  });
}

export async function addressDetail(db: Database, caller: Caller, id: string): Promise<Address> {
  const row = await (await visibleAddresses(db, caller)).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Locks the party whose addresses change: every default change of one party queues here, so two
 * concurrent "make this the default" calls end with exactly one default per type.
 */
async function lockAddressParty(trx: Trx, caller: Caller, partyId: string): Promise<void> {
  const parties = await scopedRows(trx, caller, 'baseCustomer', { party: 'baseCustomer.id' });
  const party = parties.select('id').where('id', '=', partyId).where('state', '<>', 'CLOSED');
  if (!(await party.forNoKeyUpdate().executeTakeFirst())) throw badRequest('addressPartyInvalid');
}

async function clearDefault(trx: Trx, partyId: string, addressType: AddressType, exceptId: string | null) {
  let query = trx
    .updateTable('partyAddress')
    .set({ isDefault: false, version: sql`version + 1` })
    .where('partyId', '=', partyId)
    .where('addressType', '=', addressType)
    .where('isDefault', '=', true)
    .where('isDeleted', '=', 0);
  if (exceptId) query = query.where('id', '<>', exceptId);
  await query.execute();
}

const fieldsOf = (input: AddressFields) => ({
  addressType: input.addressType,
  contactName: input.contactName?.trim() || null,
  phone: input.phone?.trim() || null,
  regionCode: input.regionCode?.trim() || null,
  line: input.line.trim(),
  lat: input.lat ?? null,
  lng: input.lng ?? null,
  isDefault: input.isDefault ?? false,
});

/** Adds an address to the caller's own customer (or a party it manages); a new default replaces the old. */
export async function createAddress(db: Database, caller: Caller, input: AddressFields, ip?: string): Promise<Address> {
  const partyId = input.partyId ?? caller.customerId;
  if (!partyId) throw badRequest('addressPartyInvalid');
  return db.transaction().execute(async (trx) => {
    await lockAddressParty(trx, caller, partyId);
    const fields = fieldsOf(input);
    if (fields.isDefault) await clearDefault(trx, partyId, fields.addressType, null);
    const created = await trx
      .insertInto('partyAddress')
      .values({
        ...fields,
        tenantId: caller.tenantId,
        partyId,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller, { action: 'create', entity: 'address', entityId: created.id, after: created }, ip);
    return addressDetail(trx, caller, created.id);
  });
}

/** Changes an address; its party never changes (documents copied its text, so history stays as it was). */
export async function updateAddress(
  db: Database,
  caller: Caller,
  input: AddressFields & { id: string; version: number },
  ip?: string,
): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    const current = await addressDetail(trx, caller, input.id);
    await lockAddressParty(trx, caller, current.partyId);
    const fields = fieldsOf(input);
    if (fields.isDefault) await clearDefault(trx, current.partyId, fields.addressType, input.id);
    const { before, after } = await updateVersioned(
      trx,
      'partyAddress',
      { id: input.id, version: input.version },
      fields,
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'update', entity: 'address', entityId: input.id, before, after }, ip);
    return addressDetail(trx, caller, input.id);
  });
}

/** Makes one address the default of its type, taking the flag from the previous default. */
export async function setDefaultAddress(
  db: Database,
  caller: Caller,
  input: { id: string; version: number },
  ip?: string,
): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    const current = await addressDetail(trx, caller, input.id);
    await lockAddressParty(trx, caller, current.partyId);
    await clearDefault(trx, current.partyId, current.addressType, input.id);
    const { before, after } = await updateVersioned(
      trx,
      'partyAddress',
      { id: input.id, version: input.version },
      { isDefault: true },
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'default', entity: 'address', entityId: input.id, before, after }, ip);
    return addressDetail(trx, caller, input.id);
  });
}

export async function removeAddresses(db: Database, caller: Caller, ids: readonly string[], ip?: string) {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await addressDetail(trx, caller, id);
    const removed = await trx
      .updateTable('partyAddress')
      .set({ isDeleted: 1, isDefault: false, updateUser: caller.userId, updateTime: new Date() })
      .where('tenantId', '=', caller.tenantId)
      .where('id', 'in', ids)
      .where('isDeleted', '=', 0)
      .returningAll()
      .execute();
    await recordAudit(trx, caller, { action: 'delete', entity: 'address', entityId: ids, before: { removed } }, ip);
  });
}
