import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What the structure module asks of user, as correlated subqueries so its queries stay one query:
 * whether a live user belongs to the department (or holds the post) `id` refers to.
 */
export function liveUserInDept(deptId: Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.exists(
    eb
      .selectFrom('bladeUserDept as ud')
      .innerJoin('bladeUser as u', 'u.id', 'ud.userId')
      .select('ud.userId')
      .where('ud.deptId', '=', deptId)
      .where('u.isDeleted', '=', 0),
  );
}

export function liveUserInPost(postId: Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.exists(
    eb.selectFrom('bladeUser as u').select('u.id').where('u.postId', '=', postId).where('u.isDeleted', '=', 0),
  );
}
