import { describe, expect, it } from 'vitest';
import { parseZonedDateTime } from './zoned-date';

describe('parseZonedDateTime', () => {
  it('reads the wall clock of the zone', () => {
    expect(parseZonedDateTime('2026-03-01 08:30:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-03-01T00:30:00.000Z');
    expect(parseZonedDateTime('2026-03-01 08:30:00', 'UTC')?.toISOString()).toBe('2026-03-01T08:30:00.000Z');
    expect(parseZonedDateTime('2026-03-01', 'Africa/Nairobi')?.toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    expect(parseZonedDateTime('2026-07-01 12:00:00', 'Europe/Paris')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseZonedDateTime('2026-01-01 12:00:00', 'Europe/Paris')?.toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('takes ISO instants with an offset as they are', () => {
    expect(parseZonedDateTime('2026-03-01T08:30:00+02:00', 'Asia/Shanghai')?.toISOString()).toBe(
      '2026-03-01T06:30:00.000Z',
    );
    expect(parseZonedDateTime('2026-03-01T08:30:00.000Z', 'Asia/Shanghai')?.toISOString()).toBe(
      '2026-03-01T08:30:00.000Z',
    );
  });

  it('refuses what names no moment', () => {
    for (const text of ['', 'tomorrow', '2026-02-30 10:00:00', '2026-03-01 24:00:00', '2026-03-01T08:30:00']) {
      expect(parseZonedDateTime(text, 'UTC')).toBeNull();
    }
  });
});
