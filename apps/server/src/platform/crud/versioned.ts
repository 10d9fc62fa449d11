import { type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound, staleVersion } from '../http/errors';

/** Tables that follow api-conventions.md: soft delete and an optimistic `version`. */
export type VersionedTable = {
  [K in keyof DB]: DB[K] extends { id: unknown; version: unknown; isDeleted: unknown } ? K : never;
}[keyof DB];

type Owner = { tenantId?: string; userId: string };
// Kysely cannot narrow a query over a union of table names; the column names used here exist on
// every VersionedTable, which the type above guarantees.
// biome-ignore lint/suspicious/noExplicitAny: see above
type LooseTrx = Transaction<any>;

/**
 * Updates one live row if its version is still `version`, bumping it; a row changed by someone else
 * in the meantime gives 409, a missing one (or another tenant's) 404. Returns the row before and after.
 */
export async function updateVersioned<T extends VersionedTable>(
  trx: Transaction<DB>,
  table: T,
  key: { id: string; version?: number | undefined },
  values: Updateable<DB[T]>,
  owner: Owner,
): Promise<{ before: Selectable<DB[T]>; after: Selectable<DB[T]> }> {
  const loose = trx as LooseTrx;
  let current = loose
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', key.id)
    .where('isDeleted', '=', 0);
  if (owner.tenantId !== undefined) current = current.where('tenantId', '=', owner.tenantId);
  const before = (await current.forUpdate().executeTakeFirst()) as Selectable<DB[T]> | undefined;
  if (!before) throw notFound();
  // No version: a BladeX client's call that never read one; the last write wins, as on BladeX.
  if (key.version !== undefined && (before as { version: number }).version !== key.version) throw staleVersion();
  const after = (await loose
    .updateTable(table as string)
    .set({
      ...(values as Record<string, unknown>),
      version: sql`version + 1`,
      updateTime: new Date(),
      updateUser: owner.userId,
    })
    .where('id', '=', key.id)
    .returningAll()
    .executeTakeFirstOrThrow()) as Selectable<DB[T]>;
  return { before, after };
}

/** Soft-deletes the live rows among `ids` that the owner may see; returns them as they were. */
export async function softRemove<T extends VersionedTable>(
  trx: Transaction<DB>,
  table: T,
  ids: readonly string[],
  owner: Owner,
): Promise<Selectable<DB[T]>[]> {
  if (!ids.length) return [];
  const loose = trx as LooseTrx;
  let rows = loose.updateTable(table as string).set({ isDeleted: 1, updateTime: new Date(), updateUser: owner.userId });
  rows = rows.where('id', 'in', ids).where('isDeleted', '=', 0);
  if (owner.tenantId !== undefined) rows = rows.where('tenantId', '=', owner.tenantId);
  return (await rows.returningAll().execute()) as Selectable<DB[T]>[];
}
