import { PRIMARY_ACCOUNT_ROLE, SUB_ACCOUNT_ROLE, type UserRecord } from '@smdp/contracts/user';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { hashPassword } from '../../platform/auth/password';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { roleIdsByAlias } from '../access';
import { assertAccountQuota, createUserSettings } from '../system';
import { checkFields, checkNewPassword, type UserFields } from './account-fields';
import { userDetail } from './account-list.service';
import type { Manager } from './account-manager';
import { assertCustomerQuota } from './account-quota.service';
import { assertReferences } from './account-references';

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
        roleIds: await roleIdsByAlias(trx, caller.tenantId, PRIMARY_ACCOUNT_ROLE),
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

export type Placement = {
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
    roleIds: await roleIdsByAlias(trx, caller.tenantId, isPrimaryAccount ? PRIMARY_ACCOUNT_ROLE : SUB_ACCOUNT_ROLE),
    deptIds: depts.map((dept) => dept.deptId),
    postId: null,
  };
}

/** Inserts one account inside the caller's transaction, within the tenant's (and customer's) quota. */
export async function insertAccount(
  trx: Transaction<DB>,
  caller: Caller,
  input: UserFields & Placement & { account: string; passwordHash: string; forceResetPassword?: 'Y' },
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
      forceResetPassword: input.forceResetPassword,
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
  await createUserSettings(trx, caller.tenantId, id);
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
