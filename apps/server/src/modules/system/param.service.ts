import type { Page, PageQuery } from '@smdp/contracts';
import type { Param, ParamInput } from '@smdp/contracts/system';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';

type Reader = Database | Transaction<DB>;

const COLUMNS = [
  'id',
  'tenantId',
  'paramName',
  'paramKey',
  'paramValue',
  'remark',
  'status',
  'version',
  'createTime',
  'updateTime',
] as const;
const FILTERS = { paramName: 'param_name', paramKey: 'param_key', createTime: 'create_time' };
const SORTABLE = {
  paramName: 'param_name',
  paramKey: 'param_key',
  createTime: 'create_time',
  updateTime: 'update_time',
};

const liveParams = (db: Reader, caller: Pick<Caller, 'tenantId'>) =>
  tenantRows(db, caller, 'bladeParam').select(COLUMNS);

export async function listParams(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<Param>> {
  return paginate(applyFilters(liveParams(db, caller), filters, FILTERS, zone), page, SORTABLE, {
    column: 'param_key',
    direction: 'asc',
  });
}

export async function paramDetail(db: Reader, caller: Pick<Caller, 'tenantId'>, id: string): Promise<Param> {
  const row = await liveParams(db, caller).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Creates a parameter, or updates the one with `id` at its current `version`; keys are unique per tenant. */
export async function saveParam(db: Database, caller: Caller, input: ParamInput, ip?: string): Promise<Param> {
  const values = {
    paramName: input.paramName,
    paramKey: input.paramKey,
    paramValue: input.paramValue,
    remark: input.remark ?? null,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladeParam',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(trx, caller, { action: 'update', entity: 'param', entityId: input.id, before, after }, ip);
        return paramDetail(trx, caller, input.id);
      }
      const { id } = await trx
        .insertInto('bladeParam')
        .values({
          ...values,
          tenantId: caller.tenantId,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await paramDetail(trx, caller, id);
      await recordAudit(trx, caller, { action: 'create', entity: 'param', entityId: id, after: created }, ip);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('paramKeyTaken', { key: input.paramKey });
    throw error;
  }
}

export async function removeParams(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await softRemove(trx, 'bladeParam', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'param', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}
