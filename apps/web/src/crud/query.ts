import dayjs, { type Dayjs } from 'dayjs';
import type { CrudField } from './types';

export type SearchValues = Record<string, unknown>;
type Query = Record<string, string | number | undefined>;

const SERVER_TIME = 'YYYY-MM-DD HH:mm:ss';

const isDayjs = (value: unknown): value is Dayjs =>
  typeof value === 'object' && value !== null && 'format' in value && typeof value.format === 'function';

/** The list dialect of api-conventions.md from the search form's values. */
export function searchQuery<R>(fields: CrudField<R>[], values: SearchValues): Query {
  const query: Query = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === null || value === '') continue;
    switch (field.search) {
      case 'like':
        query[`${field.key}_like`] = String(value);
        break;
      case 'equal':
        query[`${field.key}_equal`] = typeof value === 'boolean' ? Number(value) : String(value);
        break;
      case 'range': {
        const [from, to] = Array.isArray(value) ? value : [];
        if (isDayjs(from)) query[`${field.key}_datege`] = from.format(SERVER_TIME);
        if (isDayjs(to)) query[`${field.key}_datelt`] = to.format(SERVER_TIME);
        break;
      }
      default:
        break;
    }
  }
  return query;
}

export type Sort = { key: string; order: 'ascend' | 'descend' } | null;

export function sortQuery(sort: Sort): Query {
  if (!sort) return {};
  return sort.order === 'ascend' ? { ascs: sort.key } : { descs: sort.key };
}

/**
 * A list's search as a link gives it (`?state=SUBMITTED&createTime_datege=2026-11-01 00:00:00`): an
 * `equal` or `like` field by its key, a date range by `<key>_datege` and `<key>_datelt`. Other keys
 * (`tab`, names of no search field) are left to the page.
 */
export function searchValuesFromUrl<R>(fields: CrudField<R>[], search: string): SearchValues {
  const params = new URLSearchParams(search);
  const values: SearchValues = {};
  for (const field of fields) {
    if (field.search === 'equal' || field.search === 'like') {
      const value = params.get(field.key)?.trim();
      if (value) values[field.key] = value;
    } else if (field.search === 'range') {
      const day = (suffix: string) => {
        const text = params.get(`${field.key}_${suffix}`);
        const parsed = text ? dayjs(text) : null;
        return parsed?.isValid() ? parsed : null;
      };
      const from = day('datege');
      const to = day('datelt');
      if (from || to) values[field.key] = [from, to];
    }
  }
  return values;
}
