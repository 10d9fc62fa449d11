import {
  type Expression,
  expressionBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import type { Caller } from './caller';
import { type DataScope, dataScopeOf, scopeFacts } from './data-scope';
import { type Aliased, aliasOf, type From, type TenantTable, tenantRows } from './tenant';

/** Business tables: tenant rows with the audit columns a data scope reads (`create_user`, `create_dept`). */
export type ScopedTable = {
  [T in TenantTable]: DB[T] extends { createUser: unknown; createDept: unknown } ? T : never;
}[TenantTable];

type Columns = {
  /** Who created the row (a SELF scope); default `<alias>.createUser`. */
  creator?: string;
  /** The department the row belongs to (a DEPT scope); default `<alias>.createDept`. */
  dept?: string;
  /**
   * Rows the caller sees whatever its data scope, as a condition on the same table (a warehouse keeper:
   * the documents of the warehouses it keeps, whoever made them).
   */
  granted?: Expression<SqlBool> | undefined;
};

/**
 * The columns a table is scoped by, as Kysely names them (`'s.customerId'`). A customer's account sees:
 * - with `party`: the rows of every party in its customer's party tree (its own and its buyers');
 * - with `owner`: only the rows its own customer holds (its stores, warehouses, the buyers it manages);
 * - with neither: only the rows it created.
 */
export type ScopeColumns = Columns & ({ party: string; owner?: never } | { owner: string; party?: never } | object);

/**
 * `selectFrom` that applies everything a caller may see: its tenant, no soft-deleted rows, and its
 * data scope (company staff by their roles' scope; a customer's account its party tree, a sub-account
 * narrowed further by its roles). Ready for `.select(...)`, more `.where(...)` and joins:
 * `(await scopedRows(db, caller, 'customerShop as s', { owner: 's.customerId' })).select([...])`.
 */
export async function scopedRows<E extends ScopedTable | Aliased<ScopedTable>>(
  db: Database | Transaction<DB>,
  caller: Caller,
  table: E,
  columns: ScopeColumns,
): Promise<From<E>> {
  const scope = await dataScopeOf(db, caller);
  const rows = tenantRows(db, caller, table) as unknown as SelectQueryBuilder<DB, TenantTable, object>;
  // `From<E>` is exactly what tenantRows gave; the condition refers to the table by its alias only.
  const seen = inScope(scope, caller, aliasOf(table), columns);
  const condition = columns.granted ? sql<SqlBool>`(${seen} or ${columns.granted})` : seen;
  return rows.where(condition) as unknown as From<E>;
}

/**
 * The one row a write works on, locked `FOR UPDATE` inside the caller's tenant and data scope: lock
 * once, then pass the row on. A row the caller may not see is as absent as a deleted one (404).
 */
export async function lockScopedRow<T extends ScopedTable>(
  trx: Transaction<DB>,
  caller: Caller,
  table: T,
  id: string,
  columns: ScopeColumns,
): Promise<Selectable<DB[T]>> {
  const rows = (await scopedRows(trx, caller, table, columns)) as unknown as SelectQueryBuilder<DB, T, object>;
  const row = await rows
    .selectAll()
    .where(sql.ref(`${table}.id`), '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as Selectable<DB[T]>;
}

function inScope(scope: DataScope, caller: Caller, alias: string, columns: ScopeColumns): Expression<SqlBool> {
  const creator = sql<SqlBool>`${sql.ref(columns.creator ?? `${alias}.createUser`)} = ${caller.userId}`;
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'self':
      return creator;
    case 'depts':
      return scope.deptIds.length
        ? sql<SqlBool>`${sql.ref(columns.dept ?? `${alias}.createDept`)} in (${sql.join(scope.deptIds)})`
        : sql<SqlBool>`false`;
    case 'customer': {
      const party = ofCustomer(scope.customerId, caller.tenantId, columns) ?? creator;
      return scope.ownRowsOnly ? sql<SqlBool>`(${party} and ${creator})` : party;
    }
  }
}

/** The rows of the customer's own party (`owner`) or of its party tree (`party`); null when neither is named. */
function ofCustomer(customerId: string, tenantId: string, columns: ScopeColumns): Expression<SqlBool> | null {
  if ('owner' in columns && columns.owner) return sql<SqlBool>`${sql.ref(columns.owner)} = ${customerId}`;
  if ('party' in columns && columns.party) {
    const tree = scopeFacts().partyTree(expressionBuilder<DB, never>(), tenantId, customerId);
    return sql<SqlBool>`${sql.ref(columns.party)} in (${tree})`;
  }
  return null;
}
