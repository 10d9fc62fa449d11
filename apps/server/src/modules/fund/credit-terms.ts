import type { CreditSource } from '@smdp/contracts/fund';

/** A debtor-specific limit as stored (money as decimal text). */
export type DebtorLimit = {
  creditLimit: string;
  tempLimit: string;
  tempValidTo: string | null;
  termDays: number;
  unlimited: boolean;
};
/** A level's or the creditor's default. */
export type DefaultLimit = { creditLimit: string; unlimited: boolean; termDays: number };

/** The limit that applies, and where it came from; the temporary part only from the debtor's own limit. */
export type ResolvedLimit = {
  creditLimit: string;
  tempLimit: string;
  unlimited: boolean;
  termDays: number;
  source: CreditSource;
};

/**
 * domain.md §7 limit fallback: the debtor's own limit, else its level's default, else the creditor's
 * default, else none (0: no credit). Unlimited only where the flag is set. A temporary limit counts through
 * its end date (inclusive); without an end date it counts until removed.
 */
export function resolveCreditLimit(
  found: { debtor?: DebtorLimit | null; level?: DefaultLimit | null; creditor?: DefaultLimit | null },
  onDate: string,
): ResolvedLimit {
  const { debtor, level, creditor } = found;
  if (debtor) {
    const tempValid = debtor.tempValidTo === null || debtor.tempValidTo >= onDate;
    return {
      creditLimit: debtor.creditLimit,
      tempLimit: tempValid ? debtor.tempLimit : '0.00',
      unlimited: debtor.unlimited,
      termDays: debtor.termDays,
      source: 'DEBTOR',
    };
  }
  const fallback = level
    ? { row: level, source: 'LEVEL' as const }
    : creditor
      ? { row: creditor, source: 'DEFAULT' as const }
      : null;
  if (!fallback) return { creditLimit: '0.00', tempLimit: '0.00', unlimited: false, termDays: 0, source: 'NONE' };
  return {
    creditLimit: fallback.row.creditLimit,
    tempLimit: '0.00',
    unlimited: fallback.row.unlimited,
    termDays: fallback.row.termDays,
    source: fallback.source,
  };
}
