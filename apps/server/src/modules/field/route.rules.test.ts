import { describe, expect, it } from 'vitest';
import { keepLocked, routeDays, routeRunsOn } from './route.rules';

// 2026-06-01 is a Monday.
describe('route frequency rules', () => {
  it('WEEKLY: its one weekday every week, from the start date', () => {
    const route = { frequency: 'WEEKLY' as const, weekdays: [3], startDate: '2026-06-04' };
    expect(routeDays(route, '2026-06-01', '2026-06-21')).toEqual(['2026-06-10', '2026-06-17']);
  });

  it('WEEKDAYS: every listed weekday', () => {
    const route = { frequency: 'WEEKDAYS' as const, weekdays: [1, 3, 5], startDate: '2026-01-01' };
    expect(routeDays(route, '2026-06-01', '2026-06-07')).toEqual(['2026-06-01', '2026-06-03', '2026-06-05']);
  });

  it('BIWEEKLY: weeks 0, 2, 4.. from the week of the start date (which may start mid-week)', () => {
    const route = { frequency: 'BIWEEKLY' as const, weekdays: [1, 4], startDate: '2026-06-03' };
    expect(routeDays(route, '2026-06-01', '2026-06-30')).toEqual([
      '2026-06-04',
      '2026-06-15',
      '2026-06-18',
      '2026-06-29',
    ]);
  });

  it('MONTHLY: the first of each listed weekday of a month, across a year end', () => {
    const route = { frequency: 'MONTHLY' as const, weekdays: [1, 7], startDate: '2025-01-01' };
    expect(routeDays(route, '2025-12-01', '2026-01-31')).toEqual([
      '2025-12-01',
      '2025-12-07',
      '2026-01-04',
      '2026-01-05',
    ]);
    expect(routeRunsOn(route, '2026-01-12')).toBe(false);
  });

  it('Sunday is 7 and nothing runs before the start date', () => {
    const route = { frequency: 'WEEKDAYS' as const, weekdays: [7], startDate: '2026-06-08' };
    expect(routeRunsOn(route, '2026-06-07')).toBe(false);
    expect(routeRunsOn(route, '2026-06-14')).toBe(true);
  });
});

describe('re-ordering stops keeps locked stops in place', () => {
  const stop = (storePartyId: string, locked = false) => ({ storePartyId, locked });
  it('unlocked stops fill the free places in the order asked', () => {
    const current = [
      { ...stop('a'), seq: 1 },
      { ...stop('b', true), seq: 2 },
      { ...stop('c'), seq: 3 },
      { ...stop('d'), seq: 4 },
    ];
    const order = keepLocked(current, [stop('d'), stop('c'), stop('b', true), stop('a'), stop('e')]);
    expect(order.map((s) => s.storePartyId)).toEqual(['d', 'b', 'c', 'a', 'e']);
  });

  it('a locked stop past the end closes the gap; an unlocked one moves freely', () => {
    const current = [
      { ...stop('a'), seq: 1 },
      { ...stop('b', true), seq: 2 },
      { ...stop('c', true), seq: 5 },
    ];
    expect(keepLocked(current, [stop('c', true), stop('a'), stop('b')]).map((s) => s.storePartyId)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
