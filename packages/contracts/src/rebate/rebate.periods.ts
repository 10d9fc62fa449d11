/**
 * The accrual periods of a policy (domain.md §8): calendar months, quarters or years clipped to the
 * policy's dates, or the whole CUSTOM range as one period. Keys: `2026-11`, `2026-Q4`, `2026`, `CUSTOM`.
 */
export const REBATE_PERIODS = ['MONTH', 'QUARTER', 'YEAR', 'CUSTOM'] as const;
export type RebatePeriod = (typeof REBATE_PERIODS)[number];

export type RebatePeriodSpan = { key: string; start: string; end: string };

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The period of the policy a day falls in, or null outside the policy's dates. */
export function periodOf(
  policy: { period: RebatePeriod; dateFrom: string; dateTo: string },
  day: string,
): RebatePeriodSpan | null {
  if (day < policy.dateFrom || day > policy.dateTo) return null;
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  let span: RebatePeriodSpan;
  if (policy.period === 'CUSTOM') return { key: 'CUSTOM', start: policy.dateFrom, end: policy.dateTo };
  if (policy.period === 'MONTH') {
    span = {
      key: `${year}-${pad(month)}`,
      start: `${year}-${pad(month)}-01`,
      end: `${year}-${pad(month)}-${lastDay(year, month)}`,
    };
  } else if (policy.period === 'QUARTER') {
    const quarter = Math.floor((month - 1) / 3) + 1;
    const first = (quarter - 1) * 3 + 1;
    span = {
      key: `${year}-Q${quarter}`,
      start: `${year}-${pad(first)}-01`,
      end: `${year}-${pad(first + 2)}-${lastDay(year, first + 2)}`,
    };
  } else {
    span = { key: String(year), start: `${year}-01-01`, end: `${year}-12-31` };
  }
  return { key: span.key, start: later(span.start, policy.dateFrom), end: earlier(span.end, policy.dateTo) };
}

/** The span of a period key of the policy, or null when the key names no period of it. */
export function periodByKey(
  policy: { period: RebatePeriod; dateFrom: string; dateTo: string },
  key: string,
): RebatePeriodSpan | null {
  let day: string | null = null;
  if (policy.period === 'CUSTOM') day = key === 'CUSTOM' ? policy.dateFrom : null;
  else if (policy.period === 'MONTH' && /^\d{4}-\d{2}$/.test(key)) day = `${key}-01`;
  else if (policy.period === 'QUARTER' && /^\d{4}-Q[1-4]$/.test(key)) {
    day = `${key.slice(0, 4)}-${pad((Number(key.slice(6)) - 1) * 3 + 1)}-01`;
  } else if (policy.period === 'YEAR' && /^\d{4}$/.test(key)) day = `${key}-01-01`;
  if (day === null) return null;
  const span = periodOf(policy, later(day, policy.dateFrom));
  return span && span.key === key ? span : null;
}
