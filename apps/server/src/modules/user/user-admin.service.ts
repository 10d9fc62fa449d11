import { randomInt } from 'node:crypto';
import type { Page, PageQuery, YesNo } from '@smdp/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { hashPassword, md5 } from '../../platform/auth/password';
import { endSessions } from '../../platform/auth/session-gate';
import type { Session } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { assertAccountQuota } from '../system/tenant.service';

export type Caller = Pick<Session, 'tenantId' | 'userId' | 'account' | 'customerId'>;

/**
 * Who manages accounts, and so which accounts are theirs to manage:
 * - `staff`: the company's administrators (the `user_*` codes), every account of the tenant;
 * - `desk`: company staff holding only the `customer_account_*` codes, the accounts of customers;
 * - `owner`: a customer's primary account (the `customer_account_*` codes), its own customer's sub-accounts.
 */
export type Manager = { kind: 'staff' } | { kind: 'desk' } | { kind: 'owner'; customerId: string };

export type ManageAction = 'view' | 'add' | 'edit' | 'delete' | 'reset';

/** The customer-account code of an action: a password reset is an edit there. */
export const customerAccountCode = (action: ManageAction) => `customer_account_${action === 'reset' ? 'edit' : action}`;

/** Role aliases the demo seed gives every tenant: what new primary and sub-accounts hold. */
export const PRIMARY_ACCOUNT_ROLE = 'customer_primary';
export const SUB_ACCOUNT_ROLE = 'customer_sub';

/** Account status (`blade_user.status`): 2 is a guest registration waiting for approval. */
export const ACCOUNT_ENABLED = 1;
export const ACCOUNT_DISABLED = 0;

/**
 * The caller as a manager allowed to do `action`, or 403. A customer's account manages only as its
 * customer's primary account; staff manage every account with the `user_*` code of the action, or
 * only customers' accounts with the `customer_account_*` one.
 */
export async function managerOf(
  db: Database,
  caller: Caller,
  holds: (code: string) => Promise<boolean>,
  action: ManageAction,
): Promise<Manager> {
  if (caller.customerId) {
    const me = await db
      .selectFrom('bladeUser')
      .select('isPrimaryAccount')
      .where('id', '=', caller.userId)
      .where('tenantId', '=', caller.tenantId)
      .where('customerId', '=', caller.customerId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!me?.isPrimaryAccount || !(await holds(customerAccountCode(action)))) throw forbidden();
    return { kind: 'owner', customerId: caller.customerId };
  }
  if (await holds(`user_${action}`)) return { kind: 'staff' };
  if (await holds(customerAccountCode(action))) return { kind: 'desk' };
  throw forbidden();
}

/**
 * The manager behind the customer-account page (/customer/account): only customers' accounts, so a
 * company administrator there sees customers' primary and sub-accounts, never the company's own staff
 * (those are the user page's); a primary account its own sub-accounts.
 */
export function customerAccountManager(
  db: Database,
  caller: Caller,
  holds: (code: string) => Promise<boolean>,
  action: ManageAction,
): Promise<Manager> {
  const customerAccountCodes = async (code: string) => code.startsWith('customer_account_') && (await holds(code));
  return managerOf(db, caller, customerAccountCodes, action);
}

/** The accounts a manager may see, as a condition on `blade_user` aliased `u`. */
function managedBy(manager: Manager) {
  if (manager.kind === 'owner') {
    return sql<boolean>`(u.customer_id = ${manager.customerId} and not u.is_primary_account)`;
  }
  if (manager.kind === 'desk') return sql<boolean>`u.customer_id is not null`;
  return sql<boolean>`true`;
}

export type UserRecord = {
  id: string;
  tenantId: string;
  account: string;
  name: string | null;
  realName: string | null;
  nickName: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  /** yyyy-MM-dd. */
  birthday: string | null;
  sex: number | null;
  userType: number;
  empNo: string | null;
  postId: string | null;
  postName: string | null;
  customerId: string | null;
  customerCode: string | null;
  customerName: string | null;
  isPrimaryAccount: boolean;
  roleIds: string[];
  roleNames: string[];
  deptIds: string[];
  deptNames: string[];
  /** 1 enabled, 0 disabled, 2 waiting for approval. */
  status: number;
  /** Locked by failed sign-ins until `lockedUntil`. */
  locked: boolean;
  lockedUntil: Date | null;
  loginFailCount: number;
  forceResetPassword: YesNo;
  createTime: Date;
  version: number;
};

type Named = { id: string; name: string };

function users(db: Kysely<DB>, tenantId: string, manager: Manager, lang: Language) {
  return db
    .selectFrom('bladeUser as u')
    .leftJoin('baseCustomer as c', 'c.id', 'u.customerId')
    .leftJoin('bladePost as p', 'p.id', 'u.postId')
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
      'u.postId',
      'p.postName',
      'u.customerId',
      'c.customerCode',
      'c.customerName',
      'u.isPrimaryAccount',
      sql<
        Named[]
      >`coalesce((select jsonb_agg(jsonb_build_object('id', r.id::text, 'name', coalesce(nullif(r.role_name_i18n->>${lang}::text, ''), r.role_name)) order by r.sort, r.id)
        from blade_user_role ur join blade_role r on r.id = ur.role_id
        where ur.user_id = u.id and r.is_deleted = 0), '[]'::jsonb)`.as('roles'),
      sql<
        Named[]
      >`coalesce((select jsonb_agg(jsonb_build_object('id', d.id::text, 'name', d.dept_name) order by d.sort, d.id)
        from blade_user_dept ud join blade_dept d on d.id = ud.dept_id
        where ud.user_id = u.id and d.is_deleted = 0), '[]'::jsonb)`.as('depts'),
      'u.status',
      sql<boolean>`coalesce(u.locked_until > now(), false)`.as('locked'),
      'u.lockedUntil',
      'u.loginFailCount',
      'u.forceResetPassword',
      'u.createTime',
      'u.version',
    ])
    .where('u.tenantId', '=', tenantId)
    .where('u.isDeleted', '=', 0)
    .where(managedBy(manager));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof users>['executeTakeFirstOrThrow']>>;

function toRecord({ roles, depts, ...row }: UserRow): UserRecord {
  return {
    ...row,
    roleIds: roles.map((role) => role.id),
    roleNames: roles.map((role) => role.name),
    deptIds: depts.map((dept) => dept.id),
    deptNames: depts.map((dept) => dept.name),
  };
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
  customerCode: 'c.customer_code',
  customerName: 'c.customer_name',
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
  let query = applyFilters(
    db
      .selectFrom('bladeUser as u')
      .leftJoin('baseCustomer as c', 'c.id', 'u.customerId')
      .select('u.id')
      .where('u.tenantId', '=', caller.tenantId)
      .where('u.isDeleted', '=', 0)
      .where(managedBy(manager)),
    filters,
    FILTERS,
    where.zone,
  );
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
  const rows = ids.length
    ? await users(db, caller.tenantId, manager, where.lang).where('u.id', 'in', ids).execute()
    : [];
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
  const row = await users(db, caller.tenantId, manager, lang).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

/** Longest accepted text per field; longer input gets `maxInputCharacters` (spec §5). */
export const USER_LIMITS = {
  account: 45,
  name: 50,
  realName: 50,
  nickName: 50,
  email: 100,
  phone: 30,
  empNo: 30,
  userExt: 2000,
} as const;

const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an administrator or owner may set about an account; `null` clears, a missing field stays. */
export type UserFields = {
  name?: string | null | undefined;
  realName?: string | null | undefined;
  nickName?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  empNo?: string | null | undefined;
  sex?: number | null | undefined;
  birthday?: string | null | undefined;
  userType?: number | undefined;
  postId?: string | null | undefined;
};

export type NewUserInput = UserFields & {
  account: string;
  /** md5 hex of the typed password, as sign-in sends it. */
  password: string;
  password2?: string | undefined;
  customerId?: string | null | undefined;
  isPrimaryAccount?: boolean | undefined;
  roleIds?: string[] | undefined;
  deptIds?: string[] | undefined;
};

export type UserChanges = UserFields & { roleIds?: string[] | undefined; deptIds?: string[] | undefined };

function checkFields(fields: UserFields & { account?: string | undefined; userExt?: string | null | undefined }) {
  for (const [field, max] of Object.entries(USER_LIMITS)) {
    const value = fields[field as keyof typeof USER_LIMITS];
    if (typeof value === 'string' && value.length > max) throw badRequest('maxInputCharacters', { max });
  }
  if (fields.account !== undefined && !ACCOUNT_PATTERN.test(fields.account)) throw badRequest('userAccountInvalid');
  if (fields.email && !EMAIL_PATTERN.test(fields.email)) throw badRequest('userEmailInvalid');
}

/** The md5 a client sends for an empty field: as good as no password. */
const EMPTY_MD5 = md5('');

function checkNewPassword(password: string | undefined, repeated: string | undefined): string {
  const value = password?.toLowerCase();
  if (!value || value === EMPTY_MD5) throw badRequest('passwordRequired');
  if (repeated !== undefined && repeated.toLowerCase() !== value) throw badRequest('passwordsDiffer');
  return value;
}

/** Creates an account: staff any account of the tenant, an owner a sub-account of its own customer. */
export async function createUser(
  db: Database,
  caller: Caller,
  manager: Manager,
  input: NewUserInput,
  lang: Language,
  ip?: string,
): Promise<UserRecord> {
  checkFields(input);
  const password = checkNewPassword(input.password, input.password2);
  const passwordHash = await hashPassword(password);
  return withAccountUniqueness(() =>
    db.transaction().execute(async (trx) => {
      const placement = await placementOf(trx, caller, manager, input);
      await assertReferences(trx, caller.tenantId, placement);
      const id = await insertAccount(trx, caller, { ...input, ...placement, passwordHash });
      const created = await userDetail(trx, caller, { kind: 'staff' }, id, lang);
      await recordAudit(trx, caller, { action: 'create', entity: 'user', entityId: id, after: created }, ip);
      return created;
    }),
  );
}

type Placement = {
  customerId: string | null;
  isPrimaryAccount: boolean;
  userType: number;
  roleIds: string[];
  deptIds: string[];
  postId: string | null;
};

/**
 * Where a new account goes. Staff choose freely. An owner's new account is a sub-account of its own
 * customer in the owner's departments; the customer desk's is a customer's account. Both get the
 * role of their kind, never roles of their choosing.
 */
async function placementOf(
  trx: Transaction<DB>,
  caller: Caller,
  manager: Manager,
  input: NewUserInput,
): Promise<Placement> {
  if (manager.kind === 'staff') {
    return {
      customerId: input.customerId ?? null,
      isPrimaryAccount: Boolean(input.customerId && input.isPrimaryAccount),
      userType: input.userType ?? (input.customerId ? 1 : 0),
      roleIds: input.roleIds ?? [],
      deptIds: input.deptIds ?? [],
      postId: input.postId ?? null,
    };
  }
  const customerId = manager.kind === 'owner' ? manager.customerId : input.customerId;
  if (!customerId) throw badRequest('userCustomerInvalid');
  const isPrimaryAccount = manager.kind === 'desk' && Boolean(input.isPrimaryAccount);
  const depts =
    manager.kind === 'owner'
      ? await trx.selectFrom('bladeUserDept').select('deptId').where('userId', '=', caller.userId).execute()
      : [];
  return {
    customerId,
    isPrimaryAccount,
    userType: 1,
    roleIds: await roleIdsOf(trx, caller.tenantId, isPrimaryAccount ? PRIMARY_ACCOUNT_ROLE : SUB_ACCOUNT_ROLE),
    deptIds: depts.map((dept) => dept.deptId),
    postId: null,
  };
}

async function roleIdsOf(trx: Transaction<DB>, tenantId: string, alias: string): Promise<string[]> {
  const roles = await trx
    .selectFrom('bladeRole')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('roleAlias', '=', alias)
    .where('isDeleted', '=', 0)
    .execute();
  return roles.map((role) => role.id);
}

async function assertReferences(
  trx: Transaction<DB>,
  tenantId: string,
  refs: { roleIds?: string[]; deptIds?: string[]; postId?: string | null | undefined },
) {
  const roleIds = [...new Set(refs.roleIds ?? [])];
  if (roleIds.length) {
    const found = await trx
      .selectFrom('bladeRole')
      .select('id')
      .where('id', 'in', roleIds)
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .execute();
    if (found.length !== roleIds.length) throw badRequest('userRoleInvalid');
  }
  const deptIds = [...new Set(refs.deptIds ?? [])];
  if (deptIds.length) {
    const found = await trx
      .selectFrom('bladeDept')
      .select('id')
      .where('id', 'in', deptIds)
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .execute();
    if (found.length !== deptIds.length) throw badRequest('userDeptInvalid');
  }
  if (refs.postId) {
    const post = await trx
      .selectFrom('bladePost')
      .select('id')
      .where('id', '=', refs.postId)
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!post) throw badRequest('userPostInvalid');
  }
}

/**
 * Locks the customer row so that concurrent creations for the same customer queue here, then refuses
 * the creation when the customer's live accounts already fill its quota.
 */
async function assertCustomerQuota(trx: Transaction<DB>, tenantId: string, customerId: string, primary: boolean) {
  const customer = await trx
    .selectFrom('baseCustomer')
    .select(['id', 'accountNumber'])
    .where('id', '=', customerId)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .forUpdate()
    .executeTakeFirst();
  if (!customer) throw badRequest('userCustomerInvalid');
  const { total, primaries } = await accountUse(trx, customerId);
  if (primary && primaries > 0) throw badRequest('customerHasPrimaryAccount');
  if (customer.accountNumber >= 0 && total >= customer.accountNumber) {
    throw badRequest('customerQuotaReached', { max: customer.accountNumber });
  }
}

async function accountUse(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('bladeUser')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where is_primary_account))::int`.as('primaries'),
    ])
    .where('customerId', '=', customerId)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
}

async function insertAccount(
  trx: Transaction<DB>,
  caller: Caller,
  input: UserFields & Placement & { account: string; passwordHash: string },
): Promise<string> {
  // Tenant first, then customer: every creation takes the two locks in the same order.
  await assertAccountQuota(trx, caller.tenantId);
  if (input.customerId) await assertCustomerQuota(trx, caller.tenantId, input.customerId, input.isPrimaryAccount);
  const { id } = await trx
    .insertInto('bladeUser')
    .values({
      tenantId: caller.tenantId,
      account: input.account,
      passwordHash: input.passwordHash,
      name: input.name ?? input.realName ?? input.account,
      realName: input.realName ?? null,
      nickName: input.nickName ?? input.realName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      empNo: input.empNo ?? null,
      sex: input.sex ?? null,
      birthday: input.birthday ?? null,
      userType: input.userType,
      postId: input.postId,
      customerId: input.customerId,
      isPrimaryAccount: input.isPrimaryAccount,
      createUser: caller.userId,
      updateUser: caller.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleIds = [...new Set(input.roleIds)];
  const deptIds = [...new Set(input.deptIds)];
  if (roleIds.length)
    await trx
      .insertInto('bladeUserRole')
      .values(roleIds.map((roleId) => ({ userId: id, roleId })))
      .execute();
  if (deptIds.length)
    await trx
      .insertInto('bladeUserDept')
      .values(deptIds.map((deptId) => ({ userId: id, deptId })))
      .execute();
  await trx.insertInto('userSystemSetting').values({ tenantId: caller.tenantId, userId: id }).execute();
  return id;
}

async function withAccountUniqueness<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('accountExists');
    throw error;
  }
}

/** Opens a customer's primary account (`open-account`): one per customer, inside its quota. */
export async function openAccount(
  db: Database,
  caller: Caller,
  input: UserFields & { customerId: string; account: string; password: string; deptIds?: string[] | undefined },
  lang: Language,
  ip?: string,
): Promise<UserRecord> {
  checkFields(input);
  const passwordHash = await hashPassword(checkNewPassword(input.password, undefined));
  return withAccountUniqueness(() =>
    db.transaction().execute(async (trx) => {
      const placement: Placement = {
        customerId: input.customerId,
        isPrimaryAccount: true,
        userType: 1,
        roleIds: await roleIdsOf(trx, caller.tenantId, PRIMARY_ACCOUNT_ROLE),
        deptIds: input.deptIds ?? [],
        postId: null,
      };
      await assertReferences(trx, caller.tenantId, placement);
      const id = await insertAccount(trx, caller, { ...input, ...placement, passwordHash });
      const created = await userDetail(trx, caller, { kind: 'staff' }, id, lang);
      await recordAudit(trx, caller, { action: 'open-account', entity: 'user', entityId: id, after: created }, ip);
      return created;
    }),
  );
}

/** Updates an account the manager may manage if `version` is current; staff may also replace roles and departments. */
export async function updateUser(
  db: Database,
  caller: Caller,
  manager: Manager,
  key: { id: string; version: number },
  changes: UserChanges,
  lang: Language,
  ip?: string,
  action = 'update',
): Promise<UserRecord> {
  checkFields(changes);
  const { roleIds, deptIds, ...fields } = changes;
  if (
    manager.kind !== 'staff' &&
    (roleIds || deptIds || fields.postId !== undefined || fields.userType !== undefined)
  ) {
    throw forbidden();
  }
  return db.transaction().execute(async (trx) => {
    const before = await userDetail(trx, caller, manager, key.id, lang);
    await assertReferences(trx, caller.tenantId, { roleIds, deptIds, postId: fields.postId });
    await updateVersioned(trx, 'bladeUser', key, fields, { tenantId: caller.tenantId, userId: caller.userId });
    if (roleIds) await replaceLinks(trx, 'bladeUserRole', key.id, roleIds);
    if (deptIds) await replaceLinks(trx, 'bladeUserDept', key.id, deptIds);
    const after = await userDetail(trx, caller, manager, key.id, lang);
    await recordAudit(trx, caller, { action, entity: 'user', entityId: key.id, before, after }, ip);
    return after;
  });
}

async function replaceLinks(
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

export type PlatformDetail = { id: string; account: string; userType: number; userExt: string | null; version: number };

export async function platformDetail(db: Database, caller: Caller, id: string): Promise<PlatformDetail> {
  const row = await db
    .selectFrom('bladeUser')
    .select(['id', 'account', 'userType', 'userExt', 'version'])
    .where('id', '=', id)
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updatePlatform(
  db: Database,
  caller: Caller,
  key: { id: string; version: number },
  values: { userType: number; userExt: string | null },
  ip?: string,
): Promise<PlatformDetail> {
  checkFields(values);
  return db.transaction().execute(async (trx) => {
    const { before, after } = await updateVersioned(trx, 'bladeUser', key, values, {
      tenantId: caller.tenantId,
      userId: caller.userId,
    });
    await recordAudit(
      trx,
      caller,
      {
        action: 'update-platform',
        entity: 'user',
        entityId: key.id,
        before: { userType: before.userType, userExt: before.userExt },
        after: { userType: after.userType, userExt: after.userExt },
      },
      ip,
    );
    return platformDetail(trx, caller, key.id);
  });
}

/** The accounts among `ids` the manager may manage, locked for the rest of the transaction; 404 if any is not. */
async function managedAccounts(trx: Transaction<DB>, caller: Caller, manager: Manager, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await trx
    .selectFrom('bladeUser as u')
    .select(['u.id', 'u.account', 'u.status', 'u.isPrimaryAccount'])
    .where('u.id', 'in', unique)
    .where('u.tenantId', '=', caller.tenantId)
    .where('u.isDeleted', '=', 0)
    .where(managedBy(manager))
    .forUpdate()
    .execute();
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 10): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

export type ResetPassword = { id: string; account: string; password: string };

/**
 * Gives each account a new generated password (answered once), clears its sign-in lock, ends its
 * sessions and makes it choose its own password at the next sign-in.
 */
export async function resetPasswords(
  db: Database,
  caller: Caller,
  manager: Manager,
  ids: string[],
  ip?: string,
): Promise<ResetPassword[]> {
  const fresh = await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const password = generatePassword();
      return { id, password, passwordHash: await hashPassword(md5(password)) };
    }),
  );
  return db.transaction().execute(async (trx) => {
    const accounts = await managedAccounts(trx, caller, manager, ids);
    const result: ResetPassword[] = [];
    for (const { id, password, passwordHash } of fresh) {
      await setPassword(trx, caller, id, passwordHash);
      result.push({ id, password, account: accounts.find((row) => row.id === id)?.account ?? '' });
    }
    await recordAudit(trx, caller, { action: 'reset-password', entity: 'user', entityId: ids }, ip);
    return result;
  });
}

async function setPassword(trx: Transaction<DB>, caller: Caller, id: string, passwordHash: string) {
  await trx
    .updateTable('bladeUser')
    .set({
      passwordHash,
      forceResetPassword: 'Y',
      loginFailCount: 0,
      lockedUntil: null,
      version: sql`version + 1`,
      updateUser: caller.userId,
      updateTime: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await endSessions(trx, [id]);
}

/** Sets the password of one account to the (md5) value given; it must be changed at the next sign-in. */
export async function setPasswordOf(
  db: Database,
  caller: Caller,
  manager: Manager,
  change: { userId: string; newPassword?: string | undefined; newPassword1?: string | undefined },
  ip?: string,
  action = 'update-password-by-id',
): Promise<void> {
  const password = checkNewPassword(change.newPassword, change.newPassword1 ?? change.newPassword);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await managedAccounts(trx, caller, manager, [change.userId]);
    await setPassword(trx, caller, change.userId, passwordHash);
    await recordAudit(trx, caller, { action, entity: 'user', entityId: change.userId }, ip);
  });
}

/** Sets the roles of accounts (replacing what they held). */
export async function grantRoles(db: Database, caller: Caller, userIds: string[], roleIds: string[], ip?: string) {
  await db.transaction().execute(async (trx) => {
    await managedAccounts(trx, caller, { kind: 'staff' }, userIds);
    await assertReferences(trx, caller.tenantId, { roleIds });
    for (const userId of new Set(userIds)) await replaceLinks(trx, 'bladeUserRole', userId, roleIds);
    await trx
      .updateTable('bladeUser')
      .set({ version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', userIds)
      .execute();
    await recordAudit(trx, caller, { action: 'grant', entity: 'user', entityId: userIds, after: { roleIds } }, ip);
  });
}

/** Lifts the sign-in lock that failed passwords put on accounts; answers their account names. */
export async function unlockUsers(db: Database, caller: Caller, userIds: string[], ip?: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const accounts = await managedAccounts(trx, caller, { kind: 'staff' }, userIds);
    await trx
      .updateTable('bladeUser')
      .set({ loginFailCount: 0, lockedUntil: null, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', userIds)
      .execute();
    await recordAudit(trx, caller, { action: 'unlock', entity: 'user', entityId: userIds }, ip);
    return accounts.map((row) => row.account);
  });
}

/** Enables or disables accounts; never the caller's own, never a registration waiting for approval. */
export async function setAccountsEnabled(
  db: Database,
  caller: Caller,
  manager: Manager,
  userIds: string[],
  status: typeof ACCOUNT_ENABLED | typeof ACCOUNT_DISABLED,
  ip?: string,
) {
  if (userIds.includes(caller.userId)) throw badRequest('userSelfProtected');
  await db.transaction().execute(async (trx) => {
    const accounts = await managedAccounts(trx, caller, manager, userIds);
    const changing = accounts.filter((row) => row.status === ACCOUNT_ENABLED || row.status === ACCOUNT_DISABLED);
    if (!changing.length) return;
    const ids = changing.map((row) => row.id);
    await trx
      .updateTable('bladeUser')
      .set({ status, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', ids)
      .execute();
    if (status === ACCOUNT_DISABLED) await endSessions(trx, ids);
    await recordAudit(
      trx,
      caller,
      { action: status === ACCOUNT_ENABLED ? 'enable' : 'disable', entity: 'user', entityId: ids, after: { status } },
      ip,
    );
  });
}

/** Soft-removes accounts (their sessions end); never the caller's own. */
export async function removeUsers(db: Database, caller: Caller, manager: Manager, ids: string[], ip?: string) {
  if (ids.includes(caller.userId)) throw badRequest('userSelfProtected');
  return db.transaction().execute(async (trx) => {
    // domain.md §2: a customer keeps its one primary account; it is handed to another login, never removed.
    const accounts = await managedAccounts(trx, caller, manager, ids);
    if (accounts.some((account) => account.isPrimaryAccount)) throw badRequest('userPrimaryProtected');
    const removed = await softRemove(trx, 'bladeUser', ids, { tenantId: caller.tenantId, userId: caller.userId });
    await endSessions(
      trx,
      removed.map((row) => row.id),
    );
    await recordAudit(trx, caller, { action: 'delete', entity: 'user', entityId: removed.map((row) => row.id) }, ip);
    return removed.length;
  });
}

export type AccountQuota = { customerId: string; accountNumber: number; accountCount: number };

/** How many accounts a customer has and may have (`-1`: no limit). */
export async function accountQuota(db: Kysely<DB>, tenantId: string, customerId: string): Promise<AccountQuota> {
  const customer = await db
    .selectFrom('baseCustomer')
    .select(['id', 'accountNumber'])
    .where('id', '=', customerId)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!customer) throw notFound();
  const { total } = await accountUse(db, customerId);
  return { customerId, accountNumber: customer.accountNumber, accountCount: total };
}

/** Sets a customer's account quota; never below the accounts it has. */
export async function setAccountQuota(
  db: Database,
  caller: Caller,
  customerId: string,
  accountNumber: number,
  ip?: string,
): Promise<AccountQuota> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('baseCustomer')
      .select(['id', 'accountNumber'])
      .where('id', '=', customerId)
      .where('tenantId', '=', caller.tenantId)
      .where('isDeleted', '=', 0)
      .forUpdate()
      .executeTakeFirst();
    if (!customer) throw notFound();
    const { total } = await accountUse(trx, customerId);
    if (accountNumber >= 0 && accountNumber < total) throw badRequest('customerQuotaBelowUsed', { used: total });
    await trx
      .updateTable('baseCustomer')
      .set({ accountNumber, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', '=', customerId)
      .execute();
    await recordAudit(
      trx,
      caller,
      {
        action: 'update-total-account-number',
        entity: 'customer',
        entityId: customerId,
        before: { accountNumber: customer.accountNumber },
        after: { accountNumber },
      },
      ip,
    );
    return { customerId, accountNumber, accountCount: total };
  });
}

/** Adds accounts to a department, or takes them out of it. */
export async function setDeptMembers(
  db: Database,
  caller: Caller,
  change: { deptId: string; userIds: string[]; member: boolean },
  ip?: string,
) {
  await db.transaction().execute(async (trx) => {
    await assertReferences(trx, caller.tenantId, { deptIds: [change.deptId] });
    const userIds = (await managedAccounts(trx, caller, { kind: 'staff' }, change.userIds)).map((row) => row.id);
    if (change.member) {
      await trx
        .insertInto('bladeUserDept')
        .values(userIds.map((userId) => ({ userId, deptId: change.deptId })))
        .onConflict((conflict) => conflict.columns(['userId', 'deptId']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('bladeUserDept')
        .where('deptId', '=', change.deptId)
        .where('userId', 'in', userIds)
        .execute();
    }
    await recordAudit(
      trx,
      caller,
      {
        action: change.member ? 'addDeptUser' : 'removeDeptUser',
        entity: 'user',
        entityId: userIds,
        after: { deptId: change.deptId },
      },
      ip,
    );
  });
}

export type AccountShopStatus = {
  userId: string;
  customerId: string | null;
  /** The company's store feature (company system setting). */
  shopEnabled: boolean;
  shopCount: number;
  activeShopCount: number;
};

/** Whether stores apply to an account: the company's store feature and its customer's stores. */
export async function accountShopStatus(
  db: Database,
  caller: Caller,
  manager: Manager,
  userId: string,
  lang: Language,
) {
  const user =
    userId === caller.userId
      ? { id: caller.userId, customerId: caller.customerId }
      : await userDetail(db, caller, manager, userId, lang);
  const [setting, shops] = await Promise.all([
    db
      .selectFrom('companySystemSetting')
      .select('shopEnabled')
      .where('tenantId', '=', caller.tenantId)
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .executeTakeFirst(),
    user.customerId
      ? db
          .selectFrom('customerShop')
          .select([
            sql<number>`count(*)::int`.as('total'),
            sql<number>`(count(*) filter (where status = 1))::int`.as('active'),
          ])
          .where('tenantId', '=', caller.tenantId)
          .where('customerId', '=', user.customerId)
          .where('isDeleted', '=', 0)
          .executeTakeFirstOrThrow()
      : { total: 0, active: 0 },
  ]);
  return {
    userId: user.id,
    customerId: user.customerId,
    shopEnabled: Boolean(setting?.shopEnabled),
    shopCount: shops.total,
    activeShopCount: shops.active,
  } satisfies AccountShopStatus;
}
