import type { ReconciliationLine } from '@smdp/contracts/fund';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { owedBefore, periodLines, type StatementPair } from './reconciliation.lines';
import { addDays } from './reconciliation.rules';

type Period = { periodStart: string; periodEnd: string };

/** Statements that still count: VOID ones were withdrawn, REISSUED ones replaced. */
const LIVE = ['DRAFT', 'ISSUED', 'CONFIRMED', 'DISPUTED'] as const;

/**
 * The opening balance and lines of a period. opening(n) = closing(n−1): after a confirmed statement the
 * next period starts the day after it with its closing; before the first statement the ledger gives it.
 * Refuses a period that overlaps a live statement, skips days after the last one, or follows one not
 * yet confirmed.
 */
export async function statementFigures(
  trx: Transaction<DB>,
  pair: StatementPair,
  period: Period & { id?: string },
): Promise<{ opening: string; lines: ReconciliationLine[] }> {
  const others = trx
    .selectFrom('reconciliationStatement')
    .where('tenantId', '=', pair.tenantId)
    .where('creditorPartyId', '=', pair.creditorPartyId)
    .where('debtorPartyId', '=', pair.debtorPartyId)
    .where('isDeleted', '=', 0)
    .where('state', 'in', LIVE)
    .$if(period.id !== undefined, (query) => query.where('id', '<>', period.id ?? ''));
  const overlapping = await others
    .select('id')
    .where('periodStart', '<=', period.periodEnd)
    .where('periodEnd', '>=', period.periodStart)
    .executeTakeFirst();
  if (overlapping) throw badRequest('reconciliationExists');
  const previous = await others
    .select(['statementNo', 'state', 'closingBalance', (eb) => eb.cast<string>('periodEnd', 'text').as('end')])
    .where('periodEnd', '<', period.periodStart)
    .orderBy('periodEnd', 'desc')
    .executeTakeFirst();
  if (previous && previous.state !== 'CONFIRMED') {
    throw badRequest('reconciliationPreviousOpen', { statementNo: previous.statementNo });
  }
  if (previous && addDays(previous.end, 1) !== period.periodStart) {
    throw badRequest('reconciliationPeriodGap', { date: addDays(previous.end, 1) });
  }
  const opening = previous
    ? new Decimal(previous.closingBalance).toFixed(2)
    : await owedBefore(trx, pair, period.periodStart);
  const lines = await periodLines(trx, pair, { start: period.periodStart, end: period.periodEnd }, opening);
  return { opening, lines };
}
