import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What the user module needs of departments and posts: their names beside an account, and checks. */

/** A post's name, for a select list: `postNameOf(db, 'u.postId').as('postName')`. */
export const postNameOf = (db: Kysely<DB>, postIdRef: string) =>
  db.selectFrom('bladePost').select('postName').where('id', '=', sql.ref<string>(postIdRef));

/** Live departments among `deptIds` (a subquery of ids) as `[{ id, name }]`, in tree order. */
export const namedDepts = (deptIds: RawBuilder<unknown>) =>
  sql<
    { id: string; name: string }[]
  >`coalesce((select jsonb_agg(jsonb_build_object('id', d.id::text, 'name', d.dept_name) order by d.sort, d.id)
        from blade_dept d where d.id in (${deptIds}) and d.is_deleted = 0), '[]'::jsonb)`;

/** How many of `ids` are live departments of the tenant. */
export async function liveDeptCount(trx: Transaction<DB>, tenantId: string, ids: string[]): Promise<number> {
  const found = await trx
    .selectFrom('bladeDept')
    .select('id')
    .where('id', 'in', ids)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
  return found.length;
}

/** Whether `id` is a live post of the tenant. */
export async function isLivePost(trx: Transaction<DB>, tenantId: string, id: string): Promise<boolean> {
  const post = await trx
    .selectFrom('bladePost')
    .select('id')
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return Boolean(post);
}

/** The live departments of the tenant among `deptIds` (a subquery of ids), by id. */
export const liveDeptIdsAmong = (db: Kysely<DB>, tenantId: string, deptIds: RawBuilder<unknown>) =>
  db
    .selectFrom('bladeDept as d')
    .select('d.id')
    .where(sql<boolean>`d.id in (${deptIds})`)
    .where('d.tenantId', '=', tenantId)
    .where('d.isDeleted', '=', 0)
    .orderBy('d.id')
    .execute();

/** The tenant's live departments and posts by name, as an import sheet names them. */
export async function namesOfDepts(db: Kysely<DB>, tenantId: string): Promise<{ id: string; names: string[] }[]> {
  const depts = await db
    .selectFrom('bladeDept')
    .select(['id', 'deptName'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
  return depts.map((dept) => ({ id: dept.id, names: [dept.deptName] }));
}

export async function namesOfPosts(db: Kysely<DB>, tenantId: string): Promise<{ id: string; names: string[] }[]> {
  const posts = await db
    .selectFrom('bladePost')
    .select(['id', 'postName'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
  return posts.map((post) => ({ id: post.id, names: [post.postName] }));
}
