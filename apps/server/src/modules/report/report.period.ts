/** A report's period, [from, to) as calendar days, and the period of the same length just before it. */
export type PeriodRange = { previousFrom: string; from: string; to: string };

/** Days in the default period when the filter names no start. */
const DEFAULT_DAYS = 30;

const dayOf = (value: string | undefined) => (value?.trim() ? value.trim().slice(0, 10) : undefined);

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The filter's period (default: the 30 days up to and including today) and the one before it. */
export function periodBefore(
  filter: { postingDate_datege?: string | undefined; postingDate_datelt?: string | undefined },
  today: string,
): PeriodRange {
  const to = dayOf(filter.postingDate_datelt) ?? shift(today, 1);
  const from = dayOf(filter.postingDate_datege) ?? shift(to, -DEFAULT_DAYS);
  const length = Math.max(daysBetween(from, to), 1);
  return { previousFrom: shift(from, -length), from, to };
}
