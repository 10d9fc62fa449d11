import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { liveRoleCount } from '../access';
import { isLivePost, liveDeptCount } from '../structure';

/** Refuses roles, departments or a post that are not live ones of the tenant. */
export async function assertReferences(
  trx: Transaction<DB>,
  tenantId: string,
  refs: { roleIds?: string[]; deptIds?: string[]; postId?: string | null | undefined },
) {
  const roleIds = [...new Set(refs.roleIds ?? [])];
  if (roleIds.length && (await liveRoleCount(trx, tenantId, roleIds)) !== roleIds.length) {
    throw badRequest('userRoleInvalid');
  }
  const deptIds = [...new Set(refs.deptIds ?? [])];
  if (deptIds.length && (await liveDeptCount(trx, tenantId, deptIds)) !== deptIds.length) {
    throw badRequest('userDeptInvalid');
  }
  if (refs.postId && !(await isLivePost(trx, tenantId, refs.postId))) throw badRequest('userPostInvalid');
}

/** Replaces the roles or departments of an account. */
export async function replaceLinks(
  trx: Transaction<DB>,
  table: 'bladeUserRole' | 'bladeUserDept',
  userId: string,
  ids: string[],
) {
  await trx.deleteFrom(table).where('userId', '=', userId).execute();
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  if (table === 'bladeUserRole') {
    await trx
      .insertInto(table)
      .values(unique.map((roleId) => ({ userId, roleId })))
      .execute();
  } else {
    await trx
      .insertInto(table)
      .values(unique.map((deptId) => ({ userId, deptId })))
      .execute();
  }
}
