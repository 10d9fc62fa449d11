import type { Page, PageQuery } from '@smdp/contracts';
import type { UserRecord } from '@smdp/contracts/user';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { namedRoles } from '../access';
import { customerCodeOf, customerIdsMatching, customerNameOf, splitCustomerFilters } from '../customer';
import { dictLabel, namedDepts, postNameOf } from '../structure';
import { tenantNameOf } from '../system';
import { type Manager, managedBy } from './account-manager';

function users(db: Kysely<DB>, caller: Caller, manager: Manager, lang: Language) {
  return tenantRows(db, caller, 'bladeUser as u')
    .select([
      'u.id',
      'u.tenantId',
      'u.account',
      'u.name',
      'u.realName',
      'u.nickName',
      'u.email',
      'u.phone',
      'u.avatar',
      sql<string | null>`to_char(u.birthday, 'YYYY-MM-DD')`.as('birthday'),
      'u.sex',
      'u.userType',
      'u.empNo',
      sql<string>`coalesce(${sql.ref('u.postId')}::text, '')`.as('postId'),
      postNameOf(db, 'u.postId').as('postName'),
      'u.customerId',
      customerCodeOf(db, 'u.customerId').as('customerCode'),
      customerNameOf(db, 'u.customerId').as('customerName'),
      'u.isPrimaryAccount',
      namedRoles(sql`select ur.role_id from blade_user_role ur where ur.user_id = u.id`, lang).as('roles'),
      namedDepts(sql`select ud.dept_id from blade_user_dept ud where ud.user_id = u.id`).as('depts'),
      'u.status',
      tenantNameOf('u.tenantId').as('tenantName'),
      dictLabel('user_type', sql<string>`${sql.ref('u.userType')}::text`, 'u.tenantId', lang).as('userTypeName'),
      dictLabel('account_status', sql<string>`${sql.ref('u.status')}::text`, 'u.tenantId', lang).as('statusName'),
      sql<boolean>`coalesce(u.locked_until > now(), false)`.as('locked'),
      'u.lockedUntil',
      'u.loginFailCount',
      'u.forceResetPassword',
      'u.createTime',
      'u.version',
    ])
    .where(managedBy(manager));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof users>['executeTakeFirstOrThrow']>>;

/**
 * Adds the id and name lists to the row itself: a rest-and-spread copy of some 30 columns cost more
 * than the query on the user list (bench:api, issue 10). `roles` and `depts` stay on the object;
 * the response schema does not send them.
 */
function toRecord(row: UserRow): UserRecord {
  const roleIds = row.roles.map((role) => role.id);
  const roleNames = row.roles.map((role) => role.name);
  const deptIds = row.depts.map((dept) => dept.id);
  const deptNames = row.depts.map((dept) => dept.name);
  return Object.assign(row, {
    roleIds,
    roleNames,
    deptIds,
    deptNames,
    roleId: roleIds.join(','),
    roleName: roleNames.join(','),
    deptId: deptIds.join(','),
    deptName: deptNames.join(','),
  });
}

const FILTERS = {
  account: 'u.account',
  name: 'u.name',
  realName: 'u.real_name',
  nickName: 'u.nick_name',
  email: 'u.email',
  phone: 'u.phone',
  empNo: 'u.emp_no',
  userType: 'u.user_type',
  status: 'u.status',
  customerId: 'u.customer_id',
  createTime: 'u.create_time',
};
const SORTABLE = {
  account: 'u.account',
  name: 'u.name',
  realName: 'u.real_name',
  userType: 'u.user_type',
  status: 'u.status',
  createTime: 'u.create_time',
};

/** Which department a list keeps: its members (`pageDept`) or everyone else (`pageDeptN`). */
export type DeptMembership = { deptId: string; member: boolean };

export type UserListFilter = Record<string, unknown> & { deptId?: string | undefined; roleId?: string | undefined };

export async function listUsers(
  db: Database,
  caller: Caller,
  manager: Manager,
  page: PageQuery,
  { deptId, roleId, ...filters }: UserListFilter,
  where: { zone: string; lang: Language },
  membership?: DeptMembership,
): Promise<Page<UserRecord>> {
  // The page is found on the bare account rows; roles, departments and names are loaded for its rows only,
  // so a deep page of a large tenant never builds them for the rows it skips.
  const { customer, rest } = splitCustomerFilters(filters);
  let query = applyFilters(
    tenantRows(db, caller, 'bladeUser as u').select('u.id').where(managedBy(manager)),
    rest,
    FILTERS,
    where.zone,
  );
  if (Object.keys(customer).length) {
    query = query.where('u.customerId', 'in', customerIdsMatching(db, customer, where.zone));
  }
  if (deptId) query = query.where(inDept(deptId));
  if (roleId) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('bladeUserRole as ur')
          .select('ur.roleId')
          .whereRef('ur.userId', '=', 'u.id')
          .where('ur.roleId', '=', roleId),
      ),
    );
  }
  if (membership) query = query.where(membership.member ? inDept(membership.deptId) : notInDept(membership.deptId));
  // Newest first; ids are unique, so pages never overlap however many accounts share a creation time.
  const result = await paginate(query, page, SORTABLE, { column: 'u.id', direction: 'desc' });
  const ids = result.records.map((row) => row.id);
  const rows = ids.length ? await users(db, caller, manager, where.lang).where('u.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
  return { ...result, records: ids.flatMap((id) => byId.get(id) ?? []) };
}

const inDept = (deptId: string) =>
  sql<boolean>`exists (select 1 from blade_user_dept ud where ud.user_id = u.id and ud.dept_id = ${deptId})`;
const notInDept = (deptId: string) => sql<boolean>`not ${inDept(deptId)}`;

/** One account, its role names in `lang`. */
export async function userDetail(
  db: Kysely<DB>,
  caller: Caller,
  manager: Manager,
  id: string,
  lang: Language,
): Promise<UserRecord> {
  const row = await users(db, caller, manager, lang).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}
