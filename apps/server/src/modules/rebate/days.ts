import { formatDateTime } from '../../platform/http/datetime';

/** The calendar day of `now` in the zone, 'YYYY-MM-DD'. */
export const todayIn = (now: Date, zone: string) => formatDateTime(now, zone).slice(0, 10);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
