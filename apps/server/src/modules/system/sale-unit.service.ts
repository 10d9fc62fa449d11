import type { Page, PageQuery } from '@smdp/contracts';
import type { SalesContacts, SaleUnit, SaleUnitInput } from '@smdp/contracts/system';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { customerOnSaleUnits, customerSalesPeople } from '../customer';

/**
 * Who serves the caller's customer (spec §3 "Sales contact"): the customer's own sale unit first,
 * then those of its sales people. Staff accounts belong to no customer and get empty lists.
 */
export async function salesContactsOf(
  db: Database,
  caller: Pick<Caller, 'tenantId' | 'customerId'>,
): Promise<SalesContacts> {
  const { tenantId, customerId } = caller;
  if (!customerId) return { saleUnitList: [], salesPersonList: [] };
  const customer = await customerSalesPeople(db, tenantId, customerId);
  if (!customer) return { saleUnitList: [], salesPersonList: [] };

  const ownUnit = customer.saleUnitId;
  const unitIds = [...new Set([ownUnit, ...customer.people.map((person) => person.saleUnitId)])].filter(
    (id): id is string => id !== null,
  );
  const units = unitIds.length
    ? await db
        .selectFrom('saleUnit')
        .select(['id', 'saleUnitCode', 'saleUnitName', 'ipoStatus'])
        .where('id', 'in', unitIds)
        .where('tenantId', '=', tenantId)
        .where('isDeleted', '=', 0)
        .orderBy('saleUnitCode')
        .execute()
    : [];
  const unitName = new Map(units.map((unit) => [unit.id, unit.saleUnitName]));
  return {
    saleUnitList: [...units.filter((unit) => unit.id === ownUnit), ...units.filter((unit) => unit.id !== ownUnit)],
    salesPersonList: customer.people.map(({ id, saleUnitId, jobTitle, enName, contactNumber }) => ({
      id,
      saleUnitName: saleUnitId === null ? null : (unitName.get(saleUnitId) ?? null),
      jobTitle,
      enName,
      contactNumber,
    })),
  };
}

const COLUMNS = ['id', 'saleUnitCode', 'saleUnitName', 'ipoStatus', 'status', 'version', 'createTime'] as const;
const FILTERS = {
  saleUnitCode: 'sale_unit_code',
  saleUnitName: 'sale_unit_name',
  ipoStatus: 'ipo_status',
  createTime: 'create_time',
};
const SORTABLE = { saleUnitCode: 'sale_unit_code', saleUnitName: 'sale_unit_name', createTime: 'create_time' };

export async function listSaleUnits(
  db: Database,
  tenantId: string,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<SaleUnit>> {
  const query = db.selectFrom('saleUnit').select(COLUMNS).where('tenantId', '=', tenantId).where('isDeleted', '=', 0);
  return paginate(applyFilters(query, filters, FILTERS, zone), page, SORTABLE, {
    column: 'sale_unit_code',
    direction: 'asc',
  });
}

export async function saleUnitDetail(db: Kysely<DB>, tenantId: string, id: string): Promise<SaleUnit> {
  const row = await db
    .selectFrom('saleUnit')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Creates a sales unit of the caller's tenant, or updates one at its current `version`. */
export async function saveSaleUnit(db: Database, caller: Caller, input: z.output<typeof SaleUnitInput>, ip?: string) {
  const values = { saleUnitCode: input.saleUnitCode, saleUnitName: input.saleUnitName, ipoStatus: input.ipoStatus };
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'saleUnit',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(trx, caller, { action: 'update', entity: 'saleUnit', entityId: input.id, before, after }, ip);
        return saleUnitDetail(trx, caller.tenantId, input.id);
      }
      const { id } = await trx
        .insertInto('saleUnit')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await saleUnitDetail(trx, caller.tenantId, id);
      await recordAudit(trx, caller, { action: 'create', entity: 'saleUnit', entityId: id, after: created }, ip);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('saleUnitCodeTaken', { code: input.saleUnitCode });
    throw error;
  }
}

/** Soft-removes sales units no live customer is assigned to; one in use fails the whole call. */
export async function removeSaleUnits(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await customerOnSaleUnits(trx, caller.tenantId, ids)) throw badRequest('saleUnitInUse');
    const removed = await softRemove(trx, 'saleUnit', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'saleUnit', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}
