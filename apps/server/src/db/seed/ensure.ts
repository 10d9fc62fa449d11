import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../schema';

type Table = keyof DB & string;

/**
 * Returns the id of the row matching `key`, inserting `key + values` when there is none: this is what
 * makes every seed idempotent without overwriting what users have changed since.
 */
export async function ensure<T extends Table>(
  trx: Transaction<DB>,
  table: T,
  key: Partial<Insertable<DB[T]>>,
  values: Partial<Insertable<DB[T]>> = {},
): Promise<string> {
  // Kysely cannot type a where-clause over a table chosen at run time; `key` is typed by the caller.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const loose = trx as any;
  let query = loose.selectFrom(table).select('id');
  for (const [column, value] of Object.entries(key)) query = query.where(column, '=', value);
  const found = await query.executeTakeFirst();
  if (found) return String(found.id);
  const inserted = await loose
    .insertInto(table)
    .values({ ...key, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(inserted.id);
}

/** For link tables without an id: insert the pair unless it is there. */
export async function ensureLink<T extends 'bladeUserRole' | 'bladeUserDept' | 'bladeRoleMenu' | 'warehouseKeeper'>(
  trx: Transaction<DB>,
  table: T,
  row: Insertable<DB[T]>,
): Promise<void> {
  await trx
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
