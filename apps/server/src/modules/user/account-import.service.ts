import type { UserImportResult } from '@smdp/contracts/user';
import { sql } from 'kysely';
import { hashPassword, md5 } from '../../platform/auth/password';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { nameLookup } from '../../platform/sheets/name-lookup';
import type { SheetRow } from '../../platform/sheets/read-sheet';
import { titleIn } from '../../platform/sheets/sheet-columns';
import { RowErrors } from '../../platform/sheets/sheet-errors';
import { namesOfRoles } from '../access';
import { namesOfDepts, namesOfPosts } from '../structure';
import { paramValueOf } from '../system';
import { insertAccount } from './account-create.service';
import { checkFields, type UserFields } from './account-fields';
import { ACCOUNT_COLUMNS, type AccountColumn } from './account-import.columns';
import { generatePassword } from './account-password.service';
import { replaceLinks } from './account-references';

/**
 * Each new account's password is hashed (scrypt, ~40 ms on one core): 500 take ~20 s on a two-core
 * server, well inside the web app's two-minute call limit.
 */
export const ACCOUNT_IMPORT_MAX_ROWS = 500;

/** BladeX's parameter for the password of imported accounts; without it each gets a generated one. */
export const INIT_PASSWORD_PARAM = 'account.initPassword';

type AccountPlan = {
  row: number;
  account: string;
  fields: UserFields;
  roleIds?: string[];
  deptIds?: string[];
  existing?: { id: string; version: number };
};

const column = (key: AccountColumn) =>
  ACCOUNT_COLUMNS.find((one) => one.key === key) as (typeof ACCOUNT_COLUMNS)[number];
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Imports company staff accounts from a sheet (BladeX `import-user`) in one transaction: every row is
 * checked first and one refused row keeps the whole sheet out. Roles, departments and the post are
 * named as the tenant names them. An account that exists is updated with the filled cells when
 * `covered`, refused otherwise; a customer's account is never touched (customers' accounts are opened
 * from the customer pages, inside their quota). New accounts must change their password at first sign-in.
 */
export async function importAccounts(
  db: Database,
  caller: Caller,
  rows: SheetRow<AccountColumn>[],
  covered: boolean,
  lang: Language,
  ip?: string,
): Promise<UserImportResult> {
  const plans = await planRows(db, caller, rows, covered, lang);
  const initPassword = await paramValueOf(db, caller.tenantId, INIT_PASSWORD_PARAM);
  const fresh = await Promise.all(
    plans
      .filter((plan) => !plan.existing)
      .map(async (plan) => {
        const password = initPassword ?? generatePassword();
        return { plan, password, passwordHash: await hashPassword(md5(password)) };
      }),
  );
  try {
    return await db.transaction().execute(async (trx) => {
      const errors = new RowErrors(lang);
      const ids: string[] = [];
      for (const { plan, passwordHash } of fresh) {
        const id = await errors.checkAsync(plan.row, () =>
          insertAccount(trx, caller, {
            ...plan.fields,
            account: plan.account,
            passwordHash,
            forceResetPassword: 'Y',
            customerId: null,
            isPrimaryAccount: false,
            userType: 0,
            roleIds: plan.roleIds ?? [],
            deptIds: plan.deptIds ?? [],
            postId: plan.fields.postId ?? null,
          }),
        );
        if (id) ids.push(id);
      }
      errors.throwIfAny();
      const updates = plans.filter((plan) => plan.existing);
      for (const plan of updates) {
        const existing = plan.existing as { id: string; version: number };
        await trx
          .updateTable('bladeUser')
          .set({ ...plan.fields, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
          .where('id', '=', existing.id)
          .where('tenantId', '=', caller.tenantId)
          .execute();
        if (plan.roleIds) await replaceLinks(trx, 'bladeUserRole', existing.id, plan.roleIds);
        if (plan.deptIds) await replaceLinks(trx, 'bladeUserDept', existing.id, plan.deptIds);
        ids.push(existing.id);
      }
      await recordAudit(trx, caller, { action: 'import', entity: 'user', entityId: ids }, ip);
      return {
        created: fresh.length,
        updated: updates.length,
        passwords: initPassword ? [] : fresh.map(({ plan, password }) => ({ account: plan.account, password })),
      };
    });
  } catch (error) {
    // An account created by someone else since the rows were checked.
    if (isUniqueViolation(error)) throw badRequest('accountExists');
    throw error;
  }
}

/** Checks every row and resolves its names; throws one message naming each refused row. */
async function planRows(
  db: Database,
  caller: Caller,
  rows: SheetRow<AccountColumn>[],
  covered: boolean,
  lang: Language,
): Promise<AccountPlan[]> {
  const roleIdsOf = nameLookup(await namesOfRoles(db, caller.tenantId), column('roles'), lang);
  const deptIdsOf = nameLookup(await namesOfDepts(db, caller.tenantId), column('depts'), lang);
  const postIdsOf = nameLookup(await namesOfPosts(db, caller.tenantId), column('post'), lang);
  const existing = await existingAccounts(
    db,
    caller.tenantId,
    rows.map(({ cells }) => cells.account),
  );
  const errors = new RowErrors(lang);
  const seen = new Set<string>();
  const plans: AccountPlan[] = [];
  for (const { row, cells } of rows) {
    const plan = errors.check(row, () => {
      const account = cells.account;
      if (!account) throw badRequest('importCellRequired', { column: titleIn(column('account'), lang) });
      if (seen.has(account.toLowerCase())) throw badRequest('importDuplicateRow', { value: account });
      seen.add(account.toLowerCase());
      if (cells.tenantId && cells.tenantId !== caller.tenantId) {
        throw badRequest('importCellInvalid', { column: titleIn(column('tenantId'), lang), value: cells.tenantId });
      }
      if (cells.birthday && !BIRTHDAY.test(cells.birthday)) {
        throw badRequest('importCellInvalid', { column: titleIn(column('birthday'), lang), value: cells.birthday });
      }
      const fields = fieldsOf(cells, postIdsOf);
      checkFields({ ...fields, account });
      const found = existing.get(account.toLowerCase());
      if (found?.customerId) throw badRequest('importAccountOfCustomer', { account });
      if (found && !covered) throw badRequest('accountExists');
      return {
        row,
        account,
        fields,
        roleIds: cells.roles ? roleIdsOf(cells.roles) : undefined,
        deptIds: cells.depts ? deptIdsOf(cells.depts) : undefined,
        existing: found && { id: found.id, version: found.version },
      } satisfies AccountPlan;
    });
    if (plan) plans.push(plan);
  }
  errors.throwIfAny();
  return plans;
}

/** The filled cells as account fields: an empty cell changes nothing on an account that exists. */
function fieldsOf(cells: Record<AccountColumn, string>, postIdsOf: (cell: string) => string[]): UserFields {
  const [postId] = cells.post ? postIdsOf(cells.post) : [];
  const filled = {
    name: cells.name,
    realName: cells.realName,
    email: cells.email,
    phone: cells.phone,
    birthday: cells.birthday,
    postId,
  };
  return Object.fromEntries(Object.entries(filled).filter(([, value]) => value)) as UserFields;
}

async function existingAccounts(db: Database, tenantId: string, accounts: string[]) {
  const wanted = [...new Set(accounts.filter(Boolean).map((account) => account.toLowerCase()))];
  if (!wanted.length) return new Map<string, { id: string; version: number; customerId: string | null }>();
  const found = await db
    .selectFrom('bladeUser')
    .select(['id', 'account', 'version', 'customerId'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where(sql<string>`lower(account)`, 'in', wanted)
    .execute();
  return new Map(found.map((user) => [user.account.toLowerCase(), user]));
}
