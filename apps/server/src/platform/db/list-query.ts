import { isFilterDate, type Page, type PageQuery } from '@smdp/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { badRequest } from '../http/errors';
import { countRows } from './large-totals';

/**
 * The list dialect of api-conventions.md: `name_like=ab`, `createTime_dategt=2026-01-01`, `ascs=name`.
 * A module names the keys it allows and the SQL column each stands for; any other key is ignored,
 * so nothing a caller sends is ever interpolated into SQL.
 */
export type ListColumns = Record<string, string>;

const SUFFIXES = [
  'notequal',
  'equal',
  'notlike',
  'likeleft',
  'likeright',
  'like',
  'datege',
  'dategt',
  'dateequal',
  'datelt',
  'datele',
  'notnull',
  'null',
  'ignore',
  'ge',
  'le',
  'gt',
  'lt',
] as const;
type Suffix = (typeof SUFFIXES)[number];

// Builders of any table pass through here; the column names were checked against ListColumns.
// biome-ignore lint/suspicious/noExplicitAny: generic over every table's query builder
type AnySelect = SelectQueryBuilder<any, any, any>;

export function parseFilterKey(key: string): { field: string; suffix: Suffix | 'implicitLike' } {
  const cut = key.lastIndexOf('_');
  if (cut > 0) {
    const suffix = key.slice(cut + 1) as Suffix;
    if ((SUFFIXES as readonly string[]).includes(suffix)) return { field: key.slice(0, cut), suffix };
  }
  return { field: key, suffix: 'implicitLike' };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function applyFilters<QB extends AnySelect>(
  qb: QB,
  query: Record<string, unknown>,
  columns: ListColumns,
  zone: string,
): QB {
  let out: AnySelect = qb;
  for (const [key, raw] of Object.entries(query)) {
    const { field, suffix } = parseFilterKey(key);
    // Own keys only: `toString` or `constructor` would otherwise find Object's methods.
    const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!column || suffix === 'ignore') continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    const ref = sql.ref(column);
    const text = String(value);
    // A malformed date would make PostgreSQL fail the whole query; it is the caller's mistake.
    if (suffix.startsWith('date') && !isFilterDate(text)) {
      throw badRequest('invalidParameter', { field: key, detail: 'yyyy-MM-dd HH:mm:ss' });
    }
    const at = sql`(${text}::timestamp at time zone ${zone})`;
    switch (suffix) {
      case 'equal':
        out = out.where(ref, '=', text);
        break;
      case 'notequal':
        out = out.where(ref, '<>', text);
        break;
      case 'implicitLike':
      case 'like':
        out = out.where(sql`${ref}::text`, 'ilike', `%${escapeLike(text)}%`);
        break;
      case 'notlike':
        out = out.where(sql`${ref}::text`, 'not ilike', `%${escapeLike(text)}%`);
        break;
      case 'likeleft':
        out = out.where(sql`${ref}::text`, 'ilike', `%${escapeLike(text)}`);
        break;
      case 'likeright':
        out = out.where(sql`${ref}::text`, 'ilike', `${escapeLike(text)}%`);
        break;
      case 'ge':
        out = out.where(ref, '>=', text);
        break;
      case 'le':
        out = out.where(ref, '<=', text);
        break;
      case 'gt':
        out = out.where(ref, '>', text);
        break;
      case 'lt':
        out = out.where(ref, '<', text);
        break;
      case 'datege':
        out = out.where(ref, '>=', at);
        break;
      case 'dategt':
        out = out.where(ref, '>', at);
        break;
      case 'datelt':
        out = out.where(ref, '<', at);
        break;
      case 'datele':
        out = out.where(ref, '<=', at);
        break;
      case 'dateequal':
        out = out.where(sql`(${ref} at time zone ${zone})::date`, '=', sql`${text}::date`);
        break;
      case 'null':
        out = out.where(ref, 'is', null);
        break;
      case 'notnull':
        out = out.where(ref, 'is not', null);
        break;
    }
  }
  return out as QB;
}

/** Runs the count and the page; `ascs`/`descs` are honoured only for allowed columns. */
export async function paginate<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: generic over every table's query builder, as AnySelect
  qb: SelectQueryBuilder<any, any, Row>,
  page: PageQuery,
  sortable: ListColumns,
  defaultOrder: { column: string; direction: 'asc' | 'desc' },
): Promise<Page<Row>> {
  try {
    return await runPage(qb, page, sortable, defaultOrder);
  } catch (error) {
    throw isDataException(error) ? badRequest('filterValueInvalid') : error;
  }
}

/**
 * PostgreSQL's class 22 (data exception: `ww` for an integer column, an id beyond 64 bits, a number out of
 * range). A list query writes nothing and its only values are the caller's filters, so such a failure is
 * the caller's mistake. Comparing in the column's own type keeps the indexes usable; checking every filter's
 * type here would need every module to declare its column types.
 */
function isDataException(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('22');
}

async function runPage<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: generic over every table's query builder, as AnySelect
  qb: SelectQueryBuilder<any, any, Row>,
  page: PageQuery,
  sortable: ListColumns,
  defaultOrder: { column: string; direction: 'asc' | 'desc' },
): Promise<Page<Row>> {
  const total = await countRows(
    (qb as AnySelect).clearSelect().clearOrderBy().select(sql<string>`count(*)`.as('total')),
  );
  const records = (await ordered(qb, page, sortable, defaultOrder)
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute()) as Row[];
  return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
}

/** A whole short list (a dictionary's entries), sorted like a page but without its count. */
export async function sortedRows<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: generic over every table's query builder, as AnySelect
  qb: SelectQueryBuilder<any, any, Row>,
  sort: Pick<PageQuery, 'ascs' | 'descs'>,
  sortable: ListColumns,
  defaultOrder: { column: string; direction: 'asc' | 'desc' },
  limit: number,
): Promise<Row[]> {
  try {
    return (await ordered(qb, sort, sortable, defaultOrder).limit(limit).execute()) as Row[];
  } catch (error) {
    throw isDataException(error) ? badRequest('filterValueInvalid') : error;
  }
}

function ordered<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: generic over every table's query builder, as AnySelect
  qb: SelectQueryBuilder<any, any, Row>,
  sort: Pick<PageQuery, 'ascs' | 'descs'>,
  sortable: ListColumns,
  defaultOrder: { column: string; direction: 'asc' | 'desc' },
): AnySelect {
  const orders = [
    ...sortKeys(sort.ascs, sortable).map((column) => ({ column, direction: 'asc' as const })),
    ...sortKeys(sort.descs, sortable).map((column) => ({ column, direction: 'desc' as const })),
  ];
  let query: AnySelect = qb;
  for (const order of orders.length ? orders : [defaultOrder]) {
    query = query.orderBy(sql.ref(order.column), order.direction);
  }
  return query;
}

function sortKeys(list: string | undefined, sortable: ListColumns): string[] {
  return (list ?? '')
    .split(',')
    .map((key) => key.trim())
    .map((key) => (Object.hasOwn(sortable, key) ? sortable[key] : undefined))
    .filter((column): column is string => Boolean(column));
}
