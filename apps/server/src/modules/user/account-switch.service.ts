import type { SwitchDept, SwitchRole } from '@smdp/contracts/user';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { namedRoles } from '../access';
import { namedDepts } from '../structure';

export type SwitchTargets = { depts: SwitchDept[]; roles: SwitchRole[] };

/** The live departments and roles of an account of the caller's tenant (404 outside it). */
export async function switchTargetsOf(
  db: Database,
  caller: Caller,
  userId: string,
  lang: Language,
): Promise<SwitchTargets> {
  const row = await tenantRows(db, caller, 'bladeUser as u')
    .select([
      namedDepts(sql`select ud.dept_id from blade_user_dept ud where ud.user_id = u.id`).as('depts'),
      namedRoles(sql`select ur.role_id from blade_user_role ur where ur.user_id = u.id`, lang).as('roles'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    depts: row.depts.map(({ id, name }) => ({ id, deptName: name })),
    roles: row.roles.map(({ id, name }) => ({ id, roleName: name })),
  };
}
