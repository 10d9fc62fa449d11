import Decimal from 'decimal.js';

/**
 * Receivables ageing by due date (domain.md §7, ERPNext's default ranges 30/60/90/120): what is still
 * owed of each debit, after the credits paid the oldest due first, falls into one bucket by the days
 * it is past due on the as-of date. Dates are calendar days ('YYYY-MM-DD'); money is decimal text.
 */
export const AGEING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'd91to120', 'over120'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type Ageing = Record<AgeingBucket, string> & { total: string };

export type AgeingDebit = { amount: string; dueDate: string };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Days past due on the as-of date: 0 or less is not yet due. */
export const daysPastDue = (dueDate: string, asOf: string) => dayNumber(asOf) - dayNumber(dueDate);

export function bucketOf(daysPast: number): AgeingBucket {
  if (daysPast <= 0) return 'notDue';
  if (daysPast <= 30) return 'd1to30';
  if (daysPast <= 60) return 'd31to60';
  if (daysPast <= 90) return 'd61to90';
  if (daysPast <= 120) return 'd91to120';
  return 'over120';
}

/** Ages the debits left open after `credits` paid them oldest due date first. */
export function ageReceivables(debits: readonly AgeingDebit[], credits: string, asOf: string): Ageing {
  const sums = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, new Decimal(0)])) as Record<
    AgeingBucket,
    Decimal
  >;
  let unallocated = new Decimal(credits);
  const oldestFirst = [...debits].sort((a, b) => dayNumber(a.dueDate) - dayNumber(b.dueDate));
  for (const debit of oldestFirst) {
    const amount = new Decimal(debit.amount);
    const paid = Decimal.max(0, Decimal.min(amount, unallocated));
    unallocated = unallocated.minus(paid);
    const open = amount.minus(paid);
    if (open.isZero()) continue;
    const bucket = bucketOf(daysPastDue(debit.dueDate, asOf));
    sums[bucket] = sums[bucket].plus(open);
  }
  const total = AGEING_BUCKETS.reduce((sum, bucket) => sum.plus(sums[bucket]), new Decimal(0));
  return {
    ...(Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, sums[bucket].toFixed(2)])) as Record<
      AgeingBucket,
      string
    >),
    total: total.toFixed(2),
  };
}
