import { isFilterDate } from '@smdp/contracts';
import { formatDateTime } from './datetime';

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a time a person entered: `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) on the wall clock of `zone`
 * (the caller's Zone-Id, as every date the server writes), or an ISO instant with its offset.
 * Null when the text is neither or names no real moment.
 */
export function parseZonedDateTime(text: string, zone: string): Date | null {
  const value = text.trim();
  if (WITH_OFFSET.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  if (!isFilterDate(value)) return null;
  const [date = '', time = '00:00:00'] = value.split(' ');
  const wall = Date.parse(`${date}T${time}Z`);
  // The zone's offset at the instant itself: a second pass settles the hour around a DST change.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant);
}

function offsetAt(instant: number, zone: string): number {
  return Date.parse(`${formatDateTime(new Date(instant), zone).replace(' ', 'T')}Z`) - instant;
}
