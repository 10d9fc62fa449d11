import { describe, expect, it } from 'vitest';
import { formatDatesDeep, formatDateTime, isValidTimeZone } from './datetime';

describe('wire timestamps', () => {
  const instant = new Date('2026-11-22T23:30:05Z');

  it('writes yyyy-MM-dd HH:mm:ss in the requested zone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2026-11-22 23:30:05');
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2026-11-23 07:30:05');
    expect(formatDateTime(instant, 'Africa/Nairobi')).toBe('2026-11-23 02:30:05');
  });

  it('replaces dates anywhere in a payload and leaves the rest alone', () => {
    expect(formatDatesDeep({ a: [instant], b: { c: instant, d: 1, e: null } }, 'UTC')).toEqual({
      a: ['2026-11-22 23:30:05'],
      b: { c: '2026-11-22 23:30:05', d: 1, e: null },
    });
  });

  it('returns date-free parts as they are and never changes its input', () => {
    const plain = { a: [1, { b: 'x' }] };
    expect(formatDatesDeep(plain, 'UTC')).toBe(plain);
    const mixed = { plain, when: instant };
    const formatted = formatDatesDeep(mixed, 'UTC') as typeof mixed;
    expect(formatted.plain).toBe(plain);
    expect(mixed.when).toBe(instant);
  });

  it('rejects zones that do not exist', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
