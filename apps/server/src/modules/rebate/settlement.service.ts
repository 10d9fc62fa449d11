import type { RebateSettlement, RebateSettlementLine } from '@smdp/contracts/rebate';
import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { badRequest, notFound } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { loadPolicy, periodsUpTo, recomputePeriod, spanOf } from './accrual';
import { todayIn } from './days';
import { rebatePolicyDocument } from './policy.document';
import { ownsPolicy } from './policy.queries';
import { REBATE_SETTLEMENT_DOCUMENT, rebateSettlementDocument } from './settlement.document';
import { settlementDetail } from './settlement.queries';

const units = (value: string | number) => toUnits(String(value), 2);
const money = (value: bigint) => fromUnits(value, 2);

/** The lines one buyer has to settle up to `period`: the period's accrual less what was settled of it, and clawbacks. */
export function settlementLines(
  period: string,
  accruals: readonly { period: string; basisValue: string; accrued: string }[],
  settled: ReadonlyMap<string, bigint>,
): RebateSettlementLine[] {
  const lines: RebateSettlementLine[] = [];
  for (const accrual of accruals) {
    const due = units(accrual.accrued) - (settled.get(accrual.period) ?? 0n);
    if (accrual.period === period && due !== 0n) {
      lines.push({
        period,
        kind: due > 0n ? 'ACCRUAL' : 'CLAWBACK',
        basisValue: accrual.basisValue,
        amount: money(due),
      });
    } else if (accrual.period < period && due < 0n) {
      // a return after the earlier period's settlement: clawed back here
      lines.push({ period: accrual.period, kind: 'CLAWBACK', basisValue: accrual.basisValue, amount: money(due) });
    }
  }
  return lines;
}

/**
 * Drafts the settlements of a policy's period (the owner only): the period's accruals are recomputed
 * first, then each buyer gets one DRAFT settlement of its accrual less what earlier settlements paid of
 * it, plus negative lines for earlier periods whose returns came after their settlement (clawback). A
 * buyer whose total is not above zero, or who has a settlement of the policy not yet posted, gets none
 * (its clawback waits for the next one).
 */
export async function createSettlements(
  db: Database,
  caller: DocumentCaller,
  input: { policyId: string; period: string },
  context: CallContext,
): Promise<RebateSettlement[]> {
  const ids = await db.transaction().execute((trx) => createSettlementsIn(trx, caller, input, context));
  return Promise.all(ids.map((id) => settlementDetail(db, caller, id)));
}

/** `createSettlements` inside the caller's transaction (the demo seed): the ids of the drafts. */
export async function createSettlementsIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: { policyId: string; period: string },
  context: CallContext,
): Promise<string[]> {
  const now = context.now ?? new Date();
  const locked = await lockDocument(trx, rebatePolicyDocument, caller, input.policyId);
  if (!ownsPolicy(caller, locked.ownerPartyId)) throw notFound();
  if (locked.state === 'DRAFT') throw badRequest('rebatePolicyNotActive');
  const policy = await loadPolicy(trx, caller.tenantId, input.policyId);
  const span = policy && spanOf(policy, input.period);
  if (!policy || !span) throw badRequest('rebateNoPeriod', { period: input.period });
  await recomputePeriod(trx, caller.tenantId, policy, span, null);
  const accruals = await trx
    .selectFrom('rebateAccrual')
    .select([
      'partyId',
      'periodKey',
      sql<string>`basis_value::text`.as('basisValue'),
      sql<string>`accrued_amount::text`.as('accrued'),
    ])
    .where('tenantId', '=', caller.tenantId)
    .where('policyId', '=', policy.id)
    .where(
      'periodKey',
      'in',
      periodsUpTo(policy, span.end).map((one) => one.key),
    )
    .orderBy('partyId')
    .orderBy('periodKey')
    .execute();
  const posted = await trx
    .selectFrom('rebateSettlement')
    .select(['partyId', 'lines', 'state'])
    .where('tenantId', '=', caller.tenantId)
    .where('policyId', '=', policy.id)
    .where('state', 'in', ['POSTED', 'DRAFT', 'APPROVED'])
    .where('isDeleted', '=', 0)
    .execute();
  const open = new Set(posted.filter((row) => row.state !== 'POSTED').map((row) => String(row.partyId)));
  const settledOf = (partyId: string) => {
    const settled = new Map<string, bigint>();
    for (const row of posted) {
      if (row.state !== 'POSTED' || String(row.partyId) !== partyId) continue;
      for (const line of row.lines as RebateSettlementLine[]) {
        settled.set(line.period, (settled.get(line.period) ?? 0n) + units(line.amount));
      }
    }
    return settled;
  };
  const places = policy.basis === 'AMOUNT' ? 2 : 3;
  for (const row of accruals) row.basisValue = new Decimal(row.basisValue).toFixed(places);
  const parties = [...new Set(accruals.map((row) => String(row.partyId)))];
  const created: string[] = [];
  const year = Number(todayIn(now, context.zone).slice(0, 4));
  for (const partyId of parties) {
    if (open.has(partyId)) continue;
    const lines = settlementLines(
      span.key,
      accruals
        .filter((row) => String(row.partyId) === partyId)
        .map((row) => ({ period: row.periodKey, basisValue: row.basisValue, accrued: row.accrued })),
      settledOf(partyId),
    );
    const total = lines.reduce((sum, line) => sum + units(line.amount), 0n);
    if (total <= 0n) continue;
    const number = await takeNumber(trx, {
      tenantId: caller.tenantId,
      docType: REBATE_SETTLEMENT_DOCUMENT,
      owner: '',
      year,
    });
    const row = await trx
      .insertInto('rebateSettlement')
      .values({
        tenantId: caller.tenantId,
        settlementNo: formatNumber(`RB${year}-`, number, 5),
        policyId: policy.id,
        ownerPartyId: policy.ownerPartyId,
        partyId,
        periodKey: span.key,
        basisValue:
          accruals.find((one) => String(one.partyId) === partyId && one.periodKey === span.key)?.basisValue ?? '0',
        amount: money(total),
        settleTo: locked.settleTo,
        lines: JSON.stringify(lines),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, rebateSettlementDocument, caller, row, context.ip);
    created.push(row.id);
  }
  if (created.length === 0) throw badRequest('rebateNothingToSettle');
  return created;
}
