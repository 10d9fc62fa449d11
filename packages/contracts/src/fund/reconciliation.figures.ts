import Decimal from 'decimal.js';
import type { FundKind } from './fund.schema';

/**
 * What the debtor owes the creditor, as a reconciliation reads the fund ledger of the pair: credit used
 * counts for the creditor, cash and rebate the creditor holds count for the debtor. An entry's change of
 * that figure is a debit (goods shipped, credit used, rebate spent) when it raises it and a credit
 * (receipts, returns, rebates settled, repayments) when it lowers it.
 */
export const owedChange = (kind: FundKind, amount: string) =>
  kind === 'CREDIT' ? new Decimal(amount) : new Decimal(amount).negated();

export type StatementMove = { kind: FundKind; amount: string };
export type StatementLineFigures = { debit: string; credit: string; balance: string };

/** The debit, credit and running balance of each move after `opening`, in the order given. */
export function runningLines(opening: string, moves: readonly StatementMove[]): StatementLineFigures[] {
  let balance = new Decimal(opening);
  return moves.map((move) => {
    const change = owedChange(move.kind, move.amount);
    balance = balance.plus(change);
    return {
      debit: Decimal.max(change, 0).toFixed(2),
      credit: Decimal.max(change.negated(), 0).toFixed(2),
      balance: balance.toFixed(2),
    };
  });
}

export type StatementTotals = { totalDebit: string; totalCredit: string; adjustments: string; closing: string };

/** closing = opening + debits − credits ± adjustments (domain.md §7). */
export function statementTotals(
  opening: string,
  lines: readonly Pick<StatementLineFigures, 'debit' | 'credit'>[],
  adjustments: string,
): StatementTotals {
  const totalDebit = lines.reduce((sum, line) => sum.plus(line.debit), new Decimal(0));
  const totalCredit = lines.reduce((sum, line) => sum.plus(line.credit), new Decimal(0));
  return {
    totalDebit: totalDebit.toFixed(2),
    totalCredit: totalCredit.toFixed(2),
    adjustments: new Decimal(adjustments).toFixed(2),
    closing: new Decimal(opening).plus(totalDebit).minus(totalCredit).plus(adjustments).toFixed(2),
  };
}

type DisputedFigures = { lineNo: number; claimedAmount: string };
type LineFigures = { lineNo: number; debit: string; credit: string };

/**
 * What a dispute asks for, signed as an adjustment (+ the debtor owes more): claiming less than a debit,
 * or more than a credit, lowers what it owes by the difference.
 */
export function suggestedAdjustment(lines: readonly LineFigures[], disputed: readonly DisputedFigures[]): string {
  const byNo = new Map(lines.map((line) => [line.lineNo, line]));
  return disputed
    .reduce((sum, claim) => {
      const line = byNo.get(claim.lineNo);
      if (!line) return sum;
      const debit = new Decimal(line.debit);
      return debit.isZero()
        ? sum.minus(new Decimal(claim.claimedAmount).minus(line.credit))
        : sum.plus(new Decimal(claim.claimedAmount).minus(debit));
    }, new Decimal(0))
    .toFixed(2);
}
