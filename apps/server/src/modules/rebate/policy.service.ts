import type { RebatePolicy, RebatePolicyInput } from '@smdp/contracts/rebate';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, notFound, staleVersion } from '../../platform/http/errors';
import { companyPartyOf } from '../customer';
import { rebatePolicyDocument } from './policy.document';
import { ownsPolicy, policyDetail } from './policy.queries';
import { changedKeyFields, normalizedTiers } from './policy.rules';

/** The owner of a new policy: the company for its staff, else the caller's own customer (for its sub-customers). */
async function ownerOf(db: Database, caller: DocumentCaller, named: string | undefined) {
  const owner = caller.customerId ?? (await companyPartyOf(db, caller.tenantId));
  if (!owner || (named !== undefined && named !== owner)) throw badRequest('rebateOwnerInvalid');
  return owner;
}

/**
 * Creates a DRAFT policy, or changes one (version checked). An ACTIVE policy keeps its key fields (period,
 * dates, basis, calc mode, tiers, scope): a change to any of them is refused, naming them; a CLOSED one
 * changes no more.
 */
export async function savePolicy(
  db: Database,
  caller: DocumentCaller,
  input: RebatePolicyInput,
  context: CallContext,
): Promise<RebatePolicy> {
  const tiers = normalizedTiers(input);
  const values = {
    name: input.name,
    period: input.period,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    basis: input.basis,
    calcMode: input.calcMode,
    tiers,
    scopeGoodsIds: [...new Set(input.scopeGoodsIds)].sort(),
    scopeCategoryIds: [...new Set(input.scopeCategoryIds)].sort(),
    eligibleLevelIds: [...new Set(input.eligibleLevelIds)].sort(),
    eligiblePartyIds: [...new Set(input.eligiblePartyIds)].sort(),
    settleTo: input.settleTo,
    maxUseRatio: new Decimal(input.maxUseRatio).toFixed(4),
    expiryDays: input.expiryDays,
    remark: input.remark ?? null,
  };
  const stored = {
    ...values,
    tiers: JSON.stringify(values.tiers),
    scopeGoodsIds: JSON.stringify(values.scopeGoodsIds),
    scopeCategoryIds: JSON.stringify(values.scopeCategoryIds),
    eligibleLevelIds: JSON.stringify(values.eligibleLevelIds),
    eligiblePartyIds: JSON.stringify(values.eligiblePartyIds),
  };
  const id = await db.transaction().execute(async (trx) => {
    if (!input.id) {
      const owner = await ownerOf(trx, caller, input.ownerPartyId);
      const row = await trx
        .insertInto('rebatePolicy')
        .values({
          ...stored,
          tenantId: caller.tenantId,
          ownerPartyId: owner,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordCreated(trx, rebatePolicyDocument, caller, row, context.ip);
      return row.id;
    }
    const before = await lockDocument(trx, rebatePolicyDocument, caller, input.id);
    if (!ownsPolicy(caller, before.ownerPartyId)) throw notFound();
    if (input.version !== undefined && before.version !== input.version) throw staleVersion();
    if (input.version === undefined) throw staleVersion();
    if (before.state === 'CLOSED') throw badRequest('rebatePolicyClosed');
    if (before.state === 'ACTIVE') {
      const changed = changedKeyFields(
        {
          ...before,
          dateFrom: String(await dayOf(trx, before.id, 'date_from')),
          dateTo: String(await dayOf(trx, before.id, 'date_to')),
          scopeGoodsIds: ((before.scopeGoodsIds as string[]) ?? []).map(String).sort(),
          scopeCategoryIds: ((before.scopeCategoryIds as string[]) ?? []).map(String).sort(),
        },
        values,
      );
      if (changed.length > 0) throw badRequest('rebateKeyFieldsLocked', { fields: changed.join(', ') });
    }
    const after = await trx
      .updateTable('rebatePolicy')
      .set((eb) => ({
        ...stored,
        version: eb('version', '+', 1),
        updateUser: caller.userId,
        updateTime: new Date(),
      }))
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'rebatePolicy', entityId: before.id, before, after },
      context.ip,
    );
    return before.id;
  });
  return policyDetail(db, caller, id);
}

/** A date column of the policy as 'YYYY-MM-DD' (drivers read `date` columns as Date objects). */
async function dayOf(trx: Database, id: string, column: 'date_from' | 'date_to') {
  const row = await sql<{
    day: string;
  }>`select ${sql.ref(column)}::text as day from rebate_policy where id = ${id}`.execute(trx);
  return row.rows[0]?.day ?? '';
}
