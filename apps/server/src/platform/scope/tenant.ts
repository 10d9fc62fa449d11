import { type Selectable, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import type { Caller } from './caller';

/** Tables with a `tenant_id`: every read and lock of them goes through this file. */
export type TenantTable = { [T in keyof DB]: DB[T] extends { tenantId: unknown } ? T : never }[keyof DB];
export type Aliased<T extends string = TenantTable> = `${T} as ${string}`;
type TableOf<E> = E extends `${infer T} as ${string}` ? T : E;

/** What `db.selectFrom(table)` gives for this table expression (Kysely does not export the type). */
declare const typed: Database;
export type From<E extends TenantTable | Aliased> = ReturnType<typeof typed.selectFrom<E>>;

export const aliasOf = (table: string) => table.split(' as ').pop() as string;

/**
 * `selectFrom` that cannot forget the tenant: the rows of `table` (optionally `'table as t'`) in the
 * caller's tenant and not soft-deleted, ready for `.select(...)`, more `.where(...)` and joins.
 */
export function tenantRows<E extends TenantTable | Aliased>(
  db: Database | Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  table: E,
  { withDeleted = false }: { withDeleted?: boolean } = {},
): From<E> {
  const alias = aliasOf(table);
  // Kysely cannot infer a query builder from a generic table name; the alias types above restore it.
  const query = (db.selectFrom(table as TenantTable) as SelectQueryBuilder<DB, TenantTable, object>).where(
    sql.ref(`${alias}.tenantId`),
    '=',
    caller.tenantId,
  );
  // A generic table name is beyond Kysely's inference; `From<E>` is exactly what selectFrom(table) returns.
  return (withDeleted ? query : query.where(sql.ref(`${alias}.isDeleted`), '=', 0)) as unknown as From<E>;
}

/**
 * The one row a write works on, locked `FOR UPDATE` inside the caller's tenant: lock once, then pass
 * the row on. A row of another tenant is as absent as a deleted one (404), never a hint that it exists.
 */
export async function lockRow<T extends TenantTable>(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  table: T,
  id: string,
): Promise<Selectable<DB[TableOf<T>]>> {
  const rows = tenantRows(trx, caller, table) as unknown as SelectQueryBuilder<DB, TenantTable, object>;
  const row = await rows
    .selectAll()
    .where(sql.ref(`${table}.id`), '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as Selectable<DB[TableOf<T>]>;
}
