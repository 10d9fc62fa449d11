import type { Page, PageQuery } from '@smdp/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { countRows } from '../../platform/db/large-totals';
import { badRequest } from '../../platform/http/errors';

type Direction = 'asc' | 'desc';
/** Report columns a caller may sort by (`ascs=onHand`), by their output names. */
export type Sortable<Row> = readonly (keyof Row & string)[];

/**
 * One page of a report: counted, sorted by the caller's `ascs`/`descs` among `sortable`, else by
 * `order`, and always then by `tieBreak` so that rows never swap between pages.
 */
export async function reportPage<Row>(
  // A report query of any shape: its output columns are what `sortable` and `tieBreak` name.
  // biome-ignore lint/suspicious/noExplicitAny: generic over every report's query builder
  qb: SelectQueryBuilder<any, any, Row>,
  page: PageQuery,
  options: {
    sortable: Sortable<Row>;
    order: [keyof Row & string, Direction][];
    tieBreak: (keyof Row & string)[];
    /** A cheaper query with as many rows as `qb`, to count them by (a report whose rows are costly to make). */
    // biome-ignore lint/suspicious/noExplicitAny: any query of the same rows, whatever it selects
    countFrom?: SelectQueryBuilder<any, any, unknown>;
  },
): Promise<Page<Row>> {
  try {
    const counted = options.countFrom ?? qb;
    const total = await countRows(counted.clearSelect().clearOrderBy().select(sql<string>`count(*)`.as('total')));
    const requested = [
      ...pick(page.ascs, options.sortable).map((column) => [column, 'asc'] as const),
      ...pick(page.descs, options.sortable).map((column) => [column, 'desc'] as const),
    ];
    let ordered = qb;
    for (const [column, direction] of requested.length ? requested : options.order) {
      ordered = ordered.orderBy(sql.ref(column), direction);
    }
    for (const column of options.tieBreak) ordered = ordered.orderBy(sql.ref(column), 'asc');
    const records = await ordered
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute();
    return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
  } catch (error) {
    // Class 22 (an id beyond what the column holds): the caller's filter, not the server's fault.
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('22')) {
      throw badRequest('filterValueInvalid');
    }
    throw error;
  }
}

function pick<Row>(list: string | undefined, sortable: Sortable<Row>): (keyof Row & string)[] {
  return (list ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key): key is keyof Row & string => (sortable as readonly string[]).includes(key));
}
