import type { RouteFrequency } from '@smdp/contracts/field';

/** What a frequency rule reads of a route. */
export type RouteCalendar = { frequency: RouteFrequency; weekdays: readonly number[]; startDate: string };

const DAY = 86_400_000;
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOf = (epoch: number) => new Date(epoch * DAY).toISOString().slice(0, 10);
/** ISO weekday, 1 = Monday .. 7 = Sunday (1970-01-01 was a Thursday). */
const isoWeekday = (epoch: number) => ((((epoch + 3) % 7) + 7) % 7) + 1;
/** The Monday of the day's ISO week. */
const mondayOf = (epoch: number) => epoch - (isoWeekday(epoch) - 1);

/**
 * Whether a route runs on a day (route.schema.ts states the rules): never before its start date; on a
 * listed weekday; BIWEEKLY in weeks 0, 2, 4.. from the week of the start date; MONTHLY only on the first
 * such weekday of the month (day 1..7).
 */
export function routeRunsOn(route: RouteCalendar, day: string): boolean {
  const epoch = epochDay(day);
  const start = epochDay(route.startDate);
  if (epoch < start || !route.weekdays.includes(isoWeekday(epoch))) return false;
  switch (route.frequency) {
    case 'WEEKLY':
    case 'WEEKDAYS':
      return true;
    case 'BIWEEKLY':
      return ((mondayOf(epoch) - mondayOf(start)) / 7) % 2 === 0;
    case 'MONTHLY':
      return Number(day.slice(8, 10)) <= 7;
  }
}

/** The days in [from, to] the route runs on, in order. */
export function routeDays(route: RouteCalendar, from: string, to: string): string[] {
  const days: string[] = [];
  for (let epoch = epochDay(from); epoch <= epochDay(to); epoch++) {
    const day = dayOf(epoch);
    if (routeRunsOn(route, day)) days.push(day);
  }
  return days;
}

/**
 * The stops in their new order, locked stops kept at the seq they had: `wanted` is the order asked for
 * (stores by id); the unlocked ones fill the free places in that order. A locked stop missing from
 * `wanted` is dropped (removing a stop is allowed; moving a locked one is not).
 */
export function keepLocked<S extends { storePartyId: string; locked: boolean }>(
  current: readonly (S & { seq: number })[],
  wanted: readonly S[],
): S[] {
  const wantedIds = new Set(wanted.map((stop) => stop.storePartyId));
  const pinned = new Map<number, S>();
  for (const stop of current) {
    if (!stop.locked || !wantedIds.has(stop.storePartyId)) continue;
    const again = wanted.find((candidate) => candidate.storePartyId === stop.storePartyId);
    // A stop still asked locked keeps its place; one unlocked in this call moves freely.
    if (again?.locked) pinned.set(stop.seq, again);
  }
  const pinnedIds = new Set([...pinned.values()].map((stop) => stop.storePartyId));
  const free = wanted.filter((stop) => !pinnedIds.has(stop.storePartyId));
  const result: S[] = [];
  for (let seq = 1; result.length < wanted.length; seq++) {
    const fixed = pinned.get(seq);
    if (fixed) result.push(fixed);
    else if (free.length) result.push(free.shift() as S);
    else {
      // Fewer stops than the highest locked seq: the remaining locked ones close the gap, in order.
      const rest = [...pinned.entries()].filter(([at]) => at > seq).sort(([a], [b]) => a - b);
      for (const [, stop] of rest) result.push(stop);
      break;
    }
  }
  return result;
}
