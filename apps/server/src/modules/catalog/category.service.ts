import type { Category, CategoryInput, CategoryNode } from '@smdp/contracts/catalog';
import { sql } from 'kysely';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { assertCompanyStaff } from './scope';

const live = (db: Database, tenantId: string) =>
  db
    .selectFrom('productCategory')
    .select(['id', 'parentId', 'level', 'path', 'code', 'name', 'sort', 'version', 'createTime'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0);

/** Every product level of the tenant as a tree (three levels), ordered by sort then code. */
export async function categoryTree(db: Database, caller: Caller): Promise<CategoryNode[]> {
  const rows = await live(db, caller.tenantId).orderBy('level').orderBy('sort').orderBy('code').execute();
  const nodes = new Map<string, CategoryNode>(rows.map((row) => [row.id, { ...row }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (!parent) roots.push(node);
    else parent.children = [...(parent.children ?? []), node];
  }
  return roots;
}

export async function categoryDetail(db: Database, caller: Caller, id: string): Promise<Category> {
  const row = await live(db, caller.tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Creates a product level under its parent (level = parent's + 1, at most 3) or renames one; the
 * parent never changes, so the stored path of every level below stays true.
 */
export async function saveCategory(db: Database, caller: Caller, input: CategoryInput, ip?: string) {
  assertCompanyStaff(caller);
  try {
    return await db.transaction().execute(async (trx) => {
      const values = { code: input.code, name: input.name, sort: input.sort ?? 1 };
      if (input.id) {
        const current = await categoryDetail(trx, caller, input.id);
        if (input.parentId !== undefined && (input.parentId ?? null) !== current.parentId) {
          throw badRequest('categoryParentFixed');
        }
        const { before, after } = await updateVersioned(
          trx,
          'productCategory',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(
          trx,
          caller,
          { action: 'update', entity: 'productCategory', entityId: input.id, before, after },
          ip,
        );
        return categoryDetail(trx, caller, input.id);
      }
      const parent = input.parentId
        ? await live(trx, caller.tenantId).where('id', '=', input.parentId).executeTakeFirst()
        : null;
      if (input.parentId && (!parent || parent.level >= 3)) throw badRequest('categoryParentInvalid');
      const created = await trx
        .insertInto('productCategory')
        .values({
          ...values,
          tenantId: caller.tenantId,
          parentId: parent?.id ?? null,
          level: (parent?.level ?? 0) + 1,
          path: '/',
          createUser: caller.userId,
          updateUser: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await trx
        .updateTable('productCategory')
        .set({ path: `${parent?.path ?? '/'}${created.id}/` })
        .where('id', '=', created.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'productCategory', entityId: created.id, after }, ip);
      return categoryDetail(trx, caller, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('categoryCodeExists', { code: input.code });
    throw error;
  }
}

/** Removes product levels that hold no sub-level and no goods. */
export async function removeCategories(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  assertCompanyStaff(caller);
  return db.transaction().execute(async (trx) => {
    const owned = (await live(trx, caller.tenantId).where('id', 'in', ids).execute()).map((row) => row.id);
    if (!owned.length) return 0;
    const [children, goods] = await Promise.all([
      trx
        .selectFrom('productCategory')
        .select(sql<string>`count(*)`.as('n'))
        .where('parentId', 'in', owned)
        .where('id', 'not in', owned)
        .where('isDeleted', '=', 0)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('goods')
        .select(sql<string>`count(*)`.as('n'))
        .where('categoryId', 'in', owned)
        .where('isDeleted', '=', 0)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(children.n) > 0 || Number(goods.n) > 0) throw badRequest('categoryInUse');
    const removed = await softRemove(trx, 'productCategory', owned, {
      tenantId: caller.tenantId,
      userId: caller.userId,
    });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'productCategory', entityId: removed.map((r) => r.id) },
        ip,
      );
    }
    return removed.length;
  });
}
