import {
  type Reconciliation,
  type ReconciliationAdjustInput,
  type ReconciliationConfirmInput,
  type ReconciliationDisputeInput,
  type ReconciliationDraftInput,
  reconciliationCodes,
  statementTotals,
} from '@smdp/contracts/fund';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated, transitionIn } from '../../platform/document/lifecycle';
import { AppError, badRequest, notFound, staleVersion } from '../../platform/http/errors';
import { lockDateOf, setLockDate } from '../../platform/ledger/period-lock';
import { companyPartyOf, findParty } from '../customer';
import { lockOwnerStockPeriod } from '../stock';
import { fundLedger, MONEY_SCALE } from './fund.ledger';
import { postFund } from './funds';
import { todayIn } from './receipt.document';
import { nextStatementNo, RECONCILIATION_DOCUMENT, reconciliationDocument } from './reconciliation.document';
import { statementFigures } from './reconciliation.figures';
import { ADJUSTMENT_VOUCHER } from './reconciliation.lines';
import { addDays, answerDaysOf, assertSide, daysIn } from './reconciliation.rules';

const MAX_PERIOD_DAYS = 366;

/** Runs `work` in one transaction and answers with the statement as the caller then sees it. */
async function andDetail(
  db: Database,
  caller: DocumentCaller,
  work: (trx: Transaction<DB>) => Promise<string>,
): Promise<Reconciliation> {
  const id = await db.transaction().execute(work);
  return reconciliationDocument.detail(db, caller, id);
}

/**
 * Drafts the statement of a debtor for a period: the creditor is the company for its staff, else the
 * caller's own customer, whose statement goes only to its own buyers. The figures are a preview until issue.
 */
export async function draftReconciliation(
  db: Database,
  caller: DocumentCaller,
  input: ReconciliationDraftInput,
  context: CallContext,
): Promise<Reconciliation> {
  try {
    return await andDetail(db, caller, (trx) => draftReconciliationIn(trx, caller, input, context));
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('reconciliationExists');
    throw error;
  }
}

/** `draftReconciliation` inside the caller's transaction (the demo seed); returns the statement's id. */
export async function draftReconciliationIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ReconciliationDraftInput,
  context: CallContext,
): Promise<string> {
  const now = context.now ?? new Date();
  const today = todayIn(now, context.zone);
  if (input.periodStart > input.periodEnd || daysIn(input.periodStart, input.periodEnd) > MAX_PERIOD_DAYS) {
    throw badRequest('reconciliationPeriodOrder');
  }
  if (input.periodEnd >= today) throw badRequest('reconciliationPeriodNotOver', { today });
  const creditor = caller.customerId ?? (await companyPartyOf(trx, caller.tenantId));
  if (!creditor || input.debtorPartyId === creditor) throw notFound();
  const debtor = await findParty(trx, caller.tenantId, input.debtorPartyId, { soldBy: caller.customerId });
  if (!debtor || debtor.partyType === 'COMPANY') throw notFound();
  const pair = { tenantId: caller.tenantId, creditorPartyId: creditor, debtorPartyId: debtor.id };
  const figures = await statementFigures(trx, pair, input);
  const totals = statementTotals(figures.opening, figures.lines, '0');
  const row = await trx
    .insertInto('reconciliationStatement')
    .values({
      tenantId: caller.tenantId,
      statementNo: await nextStatementNo(trx, caller.tenantId, now, context.zone),
      creditorPartyId: creditor,
      debtorPartyId: debtor.id,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      openingBalance: figures.opening,
      totalDebit: totals.totalDebit,
      totalCredit: totals.totalCredit,
      closingBalance: totals.closing,
      lines: JSON.stringify(figures.lines),
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCreated(trx, reconciliationDocument, caller, row, context.ip);
  return row.id;
}

/**
 * The debtor confirms: the statement closes, and the period locks for both parties up to its last day:
 * the pair's fund postings (the ledger keys a fund lock by the debtor, the holder of the pair's
 * accounts) and the stock of the debtor's own warehouses. A signed scan may go with it.
 */
export async function confirmReconciliation(
  db: Database,
  caller: DocumentCaller,
  input: ReconciliationConfirmInput,
  context: CallContext,
): Promise<Reconciliation> {
  return andDetail(db, caller, (trx) => confirmReconciliationIn(trx, caller, input, context));
}

/** `confirmReconciliation` inside the caller's transaction (the demo seed); returns the statement's id. */
export async function confirmReconciliationIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ReconciliationConfirmInput,
  context: CallContext,
): Promise<string> {
  await transitionIn(trx, reconciliationDocument, caller, 'confirm', input, context);
  const row = await trx
    .updateTable('reconciliationStatement')
    .set({ signedFileId: input.signedFileId ?? null })
    .where('id', '=', input.id)
    .returning(['debtorPartyId', (eb) => eb.cast<string>('periodEnd', 'text').as('periodEnd')])
    .executeTakeFirstOrThrow();
  await lockConfirmedPeriod(trx, caller.tenantId, row.debtorPartyId, row.periodEnd);
  return input.id;
}

/** Locks the debtor's fund postings and own stock up to `periodEnd`, never moving a later lock back. */
export async function lockConfirmedPeriod(
  trx: Transaction<DB>,
  tenantId: string,
  debtorPartyId: string,
  periodEnd: string,
): Promise<void> {
  const scope = { tenantId, ledger: fundLedger.name, party: debtorPartyId };
  const current = await lockDateOf(trx, scope);
  if (current === undefined || current < periodEnd) await setLockDate(trx, scope, periodEnd);
  await lockOwnerStockPeriod(trx, tenantId, debtorPartyId, periodEnd);
}

/** The debtor disputes named lines of the statement, saying which amount it holds right for each. */
export async function disputeReconciliation(
  db: Database,
  caller: DocumentCaller,
  input: ReconciliationDisputeInput,
  context: CallContext,
): Promise<Reconciliation> {
  return andDetail(db, caller, (trx) => disputeReconciliationIn(trx, caller, input, context));
}

/** `disputeReconciliation` inside the caller's transaction (the demo seed); returns the statement's id. */
export async function disputeReconciliationIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ReconciliationDisputeInput,
  context: CallContext,
): Promise<string> {
  const row = await lockDocument(trx, reconciliationDocument, caller, input.id);
  const lineNos = new Set(row.lines.map((line) => line.lineNo));
  const unknown = input.lines.find((line) => !lineNos.has(line.lineNo));
  if (unknown) throw badRequest('reconciliationLineUnknown', { line: unknown.lineNo });
  await transitionIn(trx, reconciliationDocument, caller, 'dispute', input, context);
  await trx
    .updateTable('reconciliationStatement')
    .set({
      disputeLines: JSON.stringify(input.lines.map((line) => ({ ...line, note: line.note ?? null }))),
      signedFileId: input.signedFileId ?? null,
    })
    .where('id', '=', input.id)
    .execute();
  return input.id;
}

/**
 * The creditor settles (part of) a dispute with an adjustment document, posted today into the next open
 * period: + the debtor owes more (credit used goes up, due today), − it owes less (cash held goes up).
 */
export async function adjustReconciliation(
  db: Database,
  caller: DocumentCaller,
  input: ReconciliationAdjustInput,
  context: CallContext,
): Promise<Reconciliation> {
  const now = context.now ?? new Date();
  return andDetail(db, caller, async (trx) => {
    const row = await lockDocument(trx, reconciliationDocument, caller, input.id);
    if (row.version !== input.version) throw staleVersion();
    if (row.state !== 'DISPUTED') throw badRequest('reconciliationStateInvalid');
    await assertSide(trx, caller, row, 'CREDITOR');
    if (!caller.codes.has(reconciliationCodes.edit)) throw new AppError(403, 'forbidden');
    const postingDate = todayIn(now, context.zone);
    const amount = new Decimal(input.amount);
    const adjustment = await trx
      .insertInto('reconciliationAdjustment')
      .values({
        tenantId: caller.tenantId,
        chainId: row.chainId ?? row.id,
        statementId: row.id,
        amount: amount.toFixed(MONEY_SCALE),
        reason: input.reason,
        postingDate,
        createUser: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const units = BigInt(amount.abs().times(100).toFixed(0));
    await postFund(trx, {
      caller,
      holder: { holderPartyId: row.debtorPartyId, counterpartyPartyId: row.creditorPartyId },
      voucher: { type: ADJUSTMENT_VOUCHER, id: adjustment.id },
      postingDate,
      lines: [
        amount.isPositive()
          ? { kind: 'CREDIT', amount: units, entryType: 'ADJUSTMENT', dueDate: postingDate, remark: row.statementNo }
          : { kind: 'CASH', amount: units, available: units, entryType: 'ADJUSTMENT', remark: row.statementNo },
      ],
    });
    const after = await trx
      .updateTable('reconciliationStatement')
      .set((eb) => ({ version: eb('version', '+', 1), updateUser: caller.userId, updateTime: now }))
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'adjust', entity: RECONCILIATION_DOCUMENT, entityId: row.id, before: row, after },
      context.ip,
    );
    return row.id;
  });
}

/**
 * Re-issues a disputed statement: it becomes REISSUED and a new ISSUED statement of the same period
 * takes its place, with the same frozen lines and the adjustments of the whole chain.
 */
export async function reissueReconciliation(
  db: Database,
  caller: DocumentCaller,
  input: { id: string; version: number; remark?: string | undefined },
  context: CallContext,
): Promise<Reconciliation> {
  const now = context.now ?? new Date();
  return andDetail(db, caller, async (trx) => {
    await transitionIn(trx, reconciliationDocument, caller, 'reissue', input, context);
    const old = await trx
      .selectFrom('reconciliationStatement')
      .selectAll()
      .select([
        (eb) => eb.cast<string>('periodStart', 'text').as('start'),
        (eb) => eb.cast<string>('periodEnd', 'text').as('end'),
      ])
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    const chainId = old.chainId ?? old.id;
    const settled = await trx
      .selectFrom('reconciliationAdjustment')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('tenantId', '=', caller.tenantId)
      .where('chainId', '=', chainId)
      .executeTakeFirstOrThrow();
    const totals = statementTotals(old.openingBalance, old.lines, String(settled.total));
    const today = todayIn(now, context.zone);
    const row = await trx
      .insertInto('reconciliationStatement')
      .values({
        tenantId: caller.tenantId,
        statementNo: await nextStatementNo(trx, caller.tenantId, now, context.zone),
        state: 'ISSUED',
        creditorPartyId: old.creditorPartyId,
        debtorPartyId: old.debtorPartyId,
        periodStart: old.start,
        periodEnd: old.end,
        openingBalance: old.openingBalance,
        totalDebit: totals.totalDebit,
        totalCredit: totals.totalCredit,
        adjustments: totals.adjustments,
        closingBalance: totals.closing,
        lines: JSON.stringify(old.lines),
        issuedAt: now,
        issuedBy: caller.userId,
        answerBy: addDays(today, await answerDaysOf(trx, caller.tenantId)),
        reissueOf: old.id,
        chainId,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, reconciliationDocument, caller, row, context.ip, { action: 'reissue', remark: old.id });
    return row.id;
  });
}
