import { RECONCILIATION_CODES, reconciliationMachine, statementTotals } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defineDocument } from '../../platform/document/define';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { formatDateTime } from '../../platform/http/datetime';
import { badRequest } from '../../platform/http/errors';
import { todayIn } from './receipt.document';
import { statementFigures } from './reconciliation.figures';
import { reconciliationDetail } from './reconciliation.queries';
import { addDays, answerDaysOf, assertSide } from './reconciliation.rules';

export const RECONCILIATION_DOCUMENT = 'reconciliation';

/** The next statement number: one series per tenant and year (`RS2026-00001`). */
export async function nextStatementNo(trx: Transaction<DB>, tenantId: string, now: Date, zone: string) {
  const year = Number(formatDateTime(now, zone).slice(0, 4));
  const number = await takeNumber(trx, { tenantId, docType: RECONCILIATION_DOCUMENT, owner: '', year });
  return formatNumber(`RS${year}-`, number, 5);
}

/**
 * A reconciliation statement (domain.md §7). `issue` freezes the lines as the ledger has them now;
 * `void` withdraws a statement nothing was settled against. Confirm, dispute and re-issue carry more
 * than a remark and run in the module's own calls (reconciliation.service.ts), through `transitionIn`.
 */
export const reconciliationDocument = defineDocument({
  type: RECONCILIATION_DOCUMENT,
  table: 'reconciliationStatement',
  machine: reconciliationMachine,
  codes: { view: RECONCILIATION_CODES.view, delete: RECONCILIATION_CODES.issue },
  scope: { party: 'debtorPartyId' },
  // issued: the customer confirms or disputes; disputed: the issuer settles it
  workflow: (row) => ({
    actor: row.state === 'ISSUED' ? row.debtorPartyId : row.creditorPartyId,
    subject: row.debtorPartyId,
    number: row.statementNo,
  }),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'reconciliationStateInvalid',
    reasonRequired: 'reconciliationReasonRequired',
    removeRefused: 'reconciliationStateInvalid',
  },
  detail: reconciliationDetail,
  hooks: {
    issue: async ({ trx, caller, row, now, zone }) => {
      await assertSide(trx, caller, row, 'CREDITOR');
      // The period as calendar-day text: the row's date columns come back as Date objects, and the figures
      // compare the period with the previous statement's end as text (a Date never equals it: "gap").
      const period = await trx
        .selectFrom('reconciliationStatement')
        .select([
          'id',
          (eb) => eb.cast<string>('periodStart', 'text').as('periodStart'),
          (eb) => eb.cast<string>('periodEnd', 'text').as('periodEnd'),
        ])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      const figures = await statementFigures(trx, { ...row, tenantId: caller.tenantId }, period);
      const totals = statementTotals(figures.opening, figures.lines, '0');
      const today = todayIn(now, zone);
      return {
        openingBalance: figures.opening,
        totalDebit: totals.totalDebit,
        totalCredit: totals.totalCredit,
        adjustments: totals.adjustments,
        closingBalance: totals.closing,
        lines: JSON.stringify(figures.lines),
        issuedAt: now,
        issuedBy: caller.userId,
        answerBy: addDays(today, await answerDaysOf(trx, caller.tenantId)),
      };
    },
    confirm: async ({ trx, caller, row, now }) => {
      await assertSide(trx, caller, row, 'DEBTOR');
      return { confirmedBy: caller.userId, confirmedAt: now };
    },
    dispute: async ({ trx, caller, row, remark }) => {
      await assertSide(trx, caller, row, 'DEBTOR');
      return { disputeReason: remark };
    },
    reissue: async ({ trx, caller, row }) => {
      await assertSide(trx, caller, row, 'CREDITOR');
      return undefined;
    },
    void: async ({ trx, caller, row }) => {
      await assertSide(trx, caller, row, 'CREDITOR');
      const settled = await trx
        .selectFrom('reconciliationAdjustment')
        .select('id')
        .where('tenantId', '=', caller.tenantId)
        .where('chainId', '=', row.chainId ?? row.id)
        .executeTakeFirst();
      if (settled) throw badRequest('reconciliationVoidSettled');
      return undefined;
    },
  },
});
