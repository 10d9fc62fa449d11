import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The goods of the given categories or any category below them (a rebate policy's scope), among
 * `goodsIds`: a category's path holds its ancestors' ids, so one query answers.
 */
export async function goodsInCategories(
  db: Kysely<DB>,
  tenantId: string,
  categoryIds: readonly string[],
  goodsIds: readonly string[],
): Promise<Set<string>> {
  if (categoryIds.length === 0 || goodsIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('goods as g')
    .innerJoin('productCategory as c', 'c.id', 'g.categoryId')
    .select('g.id')
    .where('g.tenantId', '=', tenantId)
    .where('g.id', 'in', [...goodsIds])
    .where((eb) => eb.or(categoryIds.map((id) => eb(sql<string>`c.path`, 'like', `%/${String(Number(id))}/%`))))
    .execute();
  return new Set(rows.map((row) => String(row.id)));
}
