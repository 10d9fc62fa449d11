import type { CreditLimit, CreditLimitInput, CreditOverview } from '@smdp/contracts/fund';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest, notFound, staleVersion } from '../../platform/http/errors';
import { companyPartyOf, findParty } from '../customer';
import { assertPairVisible } from './fund-account.queries';
import { fundAvailability } from './funds';

const SELECTED = [
  'id',
  'creditorPartyId',
  'debtorPartyId',
  'creditLimit',
  'tempLimit',
  sql<string | null>`temp_valid_to::text`.as('tempValidTo'),
  'termDays',
  'unlimited',
  'remark',
  'version',
] as const;

/** The credit limit a creditor (default: the company) grants a debtor, or null. Staff only. */
export async function creditLimitOf(
  db: Database,
  caller: DocumentCaller,
  debtorPartyId: string,
  creditorPartyId?: string,
): Promise<CreditLimit | null> {
  const creditor = creditorPartyId ?? (await companyPartyOf(db, caller.tenantId));
  if (!creditor) throw notFound();
  if (caller.customerId && caller.customerId !== creditor && caller.customerId !== debtorPartyId) throw notFound();
  const row = await db
    .selectFrom('creditLimit')
    .select([...SELECTED])
    .where('tenantId', '=', caller.tenantId)
    .where('creditorPartyId', '=', creditor)
    .where('debtorPartyId', '=', debtorPartyId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A debtor's stored credit limit with its live figures (used, frozen, available), so the staff customer
 * screen reads both in one call under the credit page's buttons.
 */
export async function creditOverviewOf(
  db: Database,
  caller: DocumentCaller,
  debtorPartyId: string,
  creditorPartyId?: string,
): Promise<CreditOverview> {
  const creditor = creditorPartyId ?? (await companyPartyOf(db, caller.tenantId));
  if (!creditor) throw notFound();
  const pair = { holderPartyId: debtorPartyId, counterpartyPartyId: creditor };
  await assertPairVisible(db, caller, pair);
  const limit = await creditLimitOf(db, caller, debtorPartyId, creditor);
  const { credit } = await fundAvailability(db, caller.tenantId, pair);
  return { limit, credit };
}

/** yyyy-MM-dd that names a real day (the contract checks the shape only: 2026-02-30 passes it). */
export const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/**
 * Writes an approved change of a limit with its audit line, inside the approval's transaction
 * (domain.md §7: 0 means no credit; lowering below the outstanding is allowed and only blocks new use).
 * `soldBy`: the debtor must still be a live, not closed sub-customer of that party (else 404). A stale
 * `version` (the limit changed since the change was asked) is 409.
 */
export async function applyCreditLimitIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: CreditLimitInput,
  ip: string | undefined,
  soldBy: string | undefined,
): Promise<CreditLimit> {
  const creditor = input.creditorPartyId ?? (await companyPartyOf(trx, caller.tenantId));
  if (!creditor) throw notFound();
  const debtor = await findParty(trx, caller.tenantId, input.debtorPartyId, soldBy ? { soldBy, notClosed: true } : {});
  const creditorParty = await findParty(trx, caller.tenantId, creditor);
  if (!debtor || !creditorParty) throw notFound();
  if (debtor.id === creditor) throw badRequest('invalidParameter', { field: 'debtorPartyId', detail: debtor.id });
  const values = {
    creditLimit: input.creditLimit,
    tempLimit: input.tempLimit,
    tempValidTo: input.tempValidTo ?? null,
    termDays: input.termDays,
    unlimited: input.unlimited,
    remark: input.remark?.trim() || null,
  };
  const current = await trx
    .selectFrom('creditLimit')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('creditorPartyId', '=', creditor)
    .where('debtorPartyId', '=', debtor.id)
    .where('isDeleted', '=', 0)
    .forUpdate()
    .executeTakeFirst();
  let id: string;
  if (current) {
    if (input.version !== current.version) throw staleVersion();
    const after = await trx
      .updateTable('creditLimit')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'credit_limit', entityId: current.id, before: current, after },
      ip,
    );
    id = current.id;
  } else {
    if (input.version !== undefined) throw staleVersion();
    const created = await trx
      .insertInto('creditLimit')
      .values({
        ...values,
        tenantId: caller.tenantId,
        creditorPartyId: creditor,
        debtorPartyId: debtor.id,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'create', entity: 'credit_limit', entityId: created.id, after: created },
      ip,
    );
    id = created.id;
  }
  return trx
    .selectFrom('creditLimit')
    .select([...SELECTED])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
