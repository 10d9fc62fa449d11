import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf, YesNo } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import type { Session } from '../../platform/auth/tokens';
import { badRequest, forbidden } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { translate } from '../../platform/i18n/messages';
import { accountAttemptKey } from '../auth/attempt-limiter';
import {
  ACCOUNT_DISABLED,
  ACCOUNT_ENABLED,
  accountQuota,
  accountShopStatus,
  createUser,
  customerAccountManager,
  grantRoles,
  listUsers,
  type ManageAction,
  type Manager,
  managerOf,
  openAccount,
  platformDetail,
  removeUsers,
  resetPasswords,
  setAccountQuota,
  setAccountsEnabled,
  setDeptMembers,
  setPasswordOf,
  unlockUsers,
  updatePlatform,
  updateUser,
  userDetail,
} from './user-admin.service';

const UserRecord = z.object({
  id: Id,
  tenantId: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'),
  sex: z.number().int().nullable(),
  userType: z.number().int().describe('0 company staff, 1 customer account'),
  empNo: z.string().nullable(),
  postId: Id.nullable(),
  postName: z.string().nullable(),
  customerId: Id.nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  isPrimaryAccount: z.boolean(),
  roleIds: z.array(Id),
  roleNames: z.array(z.string()),
  deptIds: z.array(Id),
  deptNames: z.array(z.string()),
  status: z.number().int().describe('1 enabled, 0 disabled, 2 waiting for approval'),
  locked: z.boolean().describe('locked by failed sign-ins'),
  lockedUntil: DateTime.nullable(),
  loginFailCount: z.number().int(),
  forceResetPassword: YesNo,
  createTime: DateTime,
  version: z.number().int(),
});

/** An empty query or form value counts as absent (spec §5). */
const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A text that may be cleared: `''` or null stores null; limits are checked by the service (maxInputCharacters). */
const ClearableText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value === '' ? null : value));
const OptionalId = z.preprocess((value) => (value === '' ? null : value), IdInput.nullish());
/** Ids as an array or as BladeX's comma-joined text. */
const Ids = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(IdInput),
);
/** At least one id; parsing twice gives the same (the query and body schemas run before `merged`). */
const SomeIds = Ids.pipe(z.array(Id).min(1));
const Md5 = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'md5 hex')
    .optional(),
);
const Birthday = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform((value) => value.slice(0, 10))
    .nullish(),
);
const Sex = z.preprocess(absentIfEmpty, z.coerce.number().int().min(1).max(3).nullish());
const UserType = z.coerce.number().int().min(0).max(1);
const Version = z.coerce.number().int().min(1).describe('the version read with detail');

const Fields = z.object({
  name: ClearableText,
  realName: ClearableText,
  nickName: ClearableText,
  email: ClearableText,
  phone: ClearableText,
  empNo: ClearableText,
  sex: Sex,
  birthday: Birthday,
});
const StaffFields = Fields.extend({
  userType: UserType.optional(),
  postId: OptionalId,
  roleIds: Ids.optional(),
  deptIds: Ids.optional(),
});

const UserUpdate = StaffFields.extend({ id: IdInput, version: Version });
/** BladeX's `submit` both creates (no id) and updates (id and version). */
const SubmitBody = StaffFields.extend({
  id: z.preprocess(absentIfEmpty, IdInput.optional()),
  version: z.preprocess(absentIfEmpty, Version.optional()),
  account: z.string().trim().optional().describe('required when creating; never changes'),
  password: Md5.describe('md5 hex, required when creating'),
  password2: Md5,
  customerId: OptionalId,
  isPrimaryAccount: z.boolean().optional(),
});
const OwnerInfo = Fields.extend({ id: IdInput, version: Version });

/** A number-column filter: digits or nothing, so a bad value is the caller's 400, never a failed query. */
const Digits = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${max}}$`), 'digits')
    .optional();

const ListQuery = PageQuery.extend({
  deptId: z.preprocess(absentIfEmpty, IdInput.optional()),
  roleId: z.preprocess(absentIfEmpty, IdInput.optional()),
  account: z.string().max(45).optional(),
  account_like: z.string().max(45).optional(),
  name_like: z.string().max(50).optional(),
  realName: z.string().max(50).optional(),
  realName_like: z.string().max(50).optional(),
  phone_like: z.string().max(30).optional(),
  email_like: z.string().max(100).optional(),
  empNo_like: z.string().max(30).optional(),
  customerCode_like: z.string().max(50).optional(),
  customerId_equal: Digits(19),
  userType_equal: Digits(1),
  status_equal: Digits(1),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});
const DeptListQuery = ListQuery.extend({ deptId: IdInput });

const UserIds = z.object({ userIds: SomeIds });
const PasswordById = z.object({ userId: IdInput, newPassword: Md5, newPassword1: Md5 });
const Quota = z.object({ customerId: Id, accountNumber: z.number().int(), accountCount: z.number().int() });
const AccountNumber = z.coerce.number().int().min(-1).describe('-1: no limit');

/** Values from the query string and the body: BladeX clients send these calls either way. */
const either = <T extends z.ZodObject>(schema: T) => ({
  querystring: schema.partial(),
  body: schema.partial().nullish(),
});
function merged<T>(request: { query: unknown; body: unknown; lang: Language }, schema: z.ZodType<T>): T {
  const result = schema.safeParse({ ...(request.body as object | null), ...(request.query as object) });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  throw badRequest('invalidParameter', {
    field: issue?.path.join('.') ?? '',
    detail: missing ? translate('required', request.lang) : (issue?.message ?? ''),
  });
}

/** An account's platform extension, as platform-detail reads it and update-platform writes it. */
const PlatformDetail = z.object({
  id: Id,
  account: z.string(),
  userType: z.number().int(),
  userExt: z.string().nullable(),
  version: z.number().int(),
});

/**
 * Administration of accounts (spec §7 `blade-user`): company staff manage every account of their
 * tenant (`user_*` codes); a customer's primary account manages its own sub-accounts
 * (`customer_account_*` codes), within the customer's account quota.
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions, sessions, signInAttempts } = app.deps;
  const base = '/blade-user';
  const tags = ['user'];

  /** The caller as a manager who holds the code of `action` for its kind; 403 otherwise. */
  const manage = (session: Session, action: ManageAction): Promise<Manager> =>
    managerOf(db, session, (code) => permissions.has(session, code), action);
  /** Choosing roles is granting them: it needs `user_grant` besides the add or edit code. */
  const assertMayGrant = async (session: Session, roleIds: string[] | undefined) => {
    if (roleIds?.length && !(await permissions.has(session, 'user_grant'))) throw forbidden();
  };
  const staff = async (session: Session, code: string) => {
    if (session.customerId || !(await permissions.has(session, code))) throw forbidden();
  };

  const VIEW = ['user_view', 'customer_account_view'];

  app.get(
    `${base}/list-page`,
    {
      config: { permission: VIEW },
      schema: { tags, summary: 'Accounts, a page', querystring: ListQuery, response: { 200: pageOf(UserRecord) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const { current, size, ascs, descs, ...filters } = request.query;
      return listUsers(db, session, await manage(session, 'view'), { current, size, ascs, descs }, filters, {
        zone: request.zone,
        lang: request.lang,
      });
    },
  );

  app.get(
    `${base}/customer-account-page`,
    {
      config: { permission: 'customer_account_view' },
      schema: {
        tags,
        summary: "Customers' accounts, a page: for staff every customer's, for a primary account its sub-accounts",
        querystring: ListQuery,
        response: { 200: pageOf(UserRecord) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await customerAccountManager(db, session, (code) => permissions.has(session, code), 'view');
      const { current, size, ascs, descs, ...filters } = request.query;
      return listUsers(db, session, manager, { current, size, ascs, descs }, filters, {
        zone: request.zone,
        lang: request.lang,
      });
    },
  );

  for (const [path, member] of [
    ['pageDept', true],
    ['pageDeptN', false],
  ] as const) {
    app.get(
      `${base}/${path}`,
      {
        config: { permission: 'user_view' },
        schema: {
          tags,
          summary: member ? 'Accounts of a department, a page' : 'Accounts outside a department, a page',
          querystring: DeptListQuery,
          response: { 200: pageOf(UserRecord) },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        await staff(session, 'user_view');
        const { current, size, ascs, descs, deptId, ...filters } = request.query;
        return listUsers(
          db,
          session,
          { kind: 'staff' },
          { current, size, ascs, descs },
          filters,
          { zone: request.zone, lang: request.lang },
          {
            deptId,
            member,
          },
        );
      },
    );
  }

  app.get(
    `${base}/detail`,
    {
      config: { permission: VIEW },
      schema: { tags, summary: 'One account', querystring: z.object({ id: IdInput }), response: { 200: UserRecord } },
    },
    async (request) => {
      const session = sessionOf(request);
      return userDetail(db, session, await manage(session, 'view'), request.query.id, request.lang);
    },
  );

  app.get(
    `${base}/platform-detail`,
    {
      config: { permission: 'user_view' },
      schema: {
        tags,
        summary: "An account's platform extension",
        querystring: z.object({ id: IdInput }),
        response: { 200: PlatformDetail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_view');
      return platformDetail(db, session, request.query.id);
    },
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['user_add', 'user_edit', 'customer_account_add', 'customer_account_edit'] },
      schema: {
        tags,
        summary: 'Creates an account (password as md5 hex), or updates one when id and version are given',
        body: SubmitBody,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, version, account, password, password2, customerId, isPrimaryAccount, ...fields } = request.body;
      const required = (field: string) =>
        badRequest('invalidParameter', { field, detail: translate('required', request.lang) });
      if (id) {
        if (version === undefined) throw required('version');
        const manager = await manage(session, 'edit');
        if (manager.kind === 'staff') await assertMayGrant(session, fields.roleIds);
        return updateUser(db, session, manager, { id, version }, fields, request.lang, request.ip);
      }
      const manager = await manage(session, 'add');
      if (manager.kind === 'staff') await assertMayGrant(session, fields.roleIds);
      if (!account) throw required('account');
      const input = { ...fields, account, password: password ?? '', password2, customerId, isPrimaryAccount };
      return createUser(db, session, manager, input, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: ['user_edit', 'customer_account_edit'] },
      schema: { tags, summary: 'Updates an account (id and version)', body: UserUpdate, response: { 200: UserRecord } },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, version, ...changes } = request.body;
      const manager = await manage(session, 'edit');
      if (manager.kind === 'staff') await assertMayGrant(session, changes.roleIds);
      return updateUser(db, session, manager, { id, version }, changes, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/update-owner-info`,
    {
      config: { permission: 'customer_account_edit' },
      schema: {
        tags,
        summary: "A primary account edits one of its customer's sub-accounts (id and version)",
        body: OwnerInfo,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await manage(session, 'edit');
      if (manager.kind !== 'owner') throw forbidden();
      const { id, version, ...changes } = request.body;
      return updateUser(db, session, manager, { id, version }, changes, request.lang, request.ip, 'update-owner-info');
    },
  );

  app.post(
    `${base}/update-platform`,
    {
      config: { permission: 'user_edit' },
      schema: {
        tags,
        summary: "Sets an account's user type and platform extension (id and version)",
        body: z.object({
          id: IdInput,
          version: Version,
          userType: UserType,
          userExt: ClearableText.transform((value) => value ?? null),
        }),
        response: { 200: PlatformDetail },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_edit');
      const { id, version, ...values } = request.body;
      return updatePlatform(db, session, { id, version }, values, request.ip);
    },
  );

  app.post(
    `${base}/update-password-by-id`,
    {
      config: { permission: 'user_reset' },
      schema: {
        tags,
        summary: "Sets an account's password (md5 hex); it must be changed at the next sign-in",
        ...either(PasswordById),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_reset');
      await setPasswordOf(db, session, { kind: 'staff' }, merged(request, PasswordById), request.ip);
      await sessions.sync();
      return true;
    },
  );

  app.post(
    `${base}/update-owner-password`,
    {
      config: { permission: 'customer_account_edit' },
      schema: {
        tags,
        summary: "A primary account sets a sub-account's password (md5 hex); it must be changed at the next sign-in",
        ...either(PasswordById),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await manage(session, 'edit');
      if (manager.kind !== 'owner') throw forbidden();
      const change = merged(request, PasswordById);
      await setPasswordOf(db, session, manager, change, request.ip, 'update-owner-password');
      await sessions.sync();
      return true;
    },
  );

  app.post(
    `${base}/reset-password`,
    {
      config: { permission: ['user_reset', 'customer_account_edit'] },
      schema: {
        tags,
        summary:
          'Gives accounts a generated password (answered once), unlocks them, ends their sessions and forces a change at the next sign-in',
        ...either(UserIds),
        response: { 200: z.array(z.object({ id: Id, account: z.string(), password: z.string() })) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await manage(session, 'reset');
      const reset = await resetPasswords(db, session, manager, merged(request, UserIds).userIds, request.ip);
      await sessions.sync();
      return reset;
    },
  );

  const GrantInput = z.object({ userIds: SomeIds, roleIds: SomeIds });
  app.post(
    `${base}/grant`,
    {
      config: { permission: 'user_grant' },
      schema: { tags, summary: 'Sets the roles of accounts', ...either(GrantInput), response: { 200: z.boolean() } },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_grant');
      const { userIds, roleIds } = merged(request, GrantInput);
      await grantRoles(db, session, userIds, roleIds, request.ip);
      permissions.invalidate();
      return true;
    },
  );

  app.post(
    `${base}/unlock`,
    {
      config: { permission: 'user_unlock' },
      schema: {
        tags,
        summary: 'Lifts the lock of failed sign-ins',
        ...either(UserIds),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_unlock');
      const accounts = await unlockUsers(db, session, merged(request, UserIds).userIds, request.ip);
      for (const account of accounts) signInAttempts.forget(accountAttemptKey(session.tenantId, account));
      return true;
    },
  );

  const EnableInput = z.object({
    userIds: SomeIds,
    status: z.coerce.number().pipe(z.union([z.literal(ACCOUNT_ENABLED), z.literal(ACCOUNT_DISABLED)])),
  });
  app.post(
    `${base}/account-enable-disable`,
    {
      config: { permission: ['user_edit', 'customer_account_edit'] },
      schema: {
        tags,
        summary: 'Enables (status 1) or disables (status 0) accounts',
        ...either(EnableInput),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await manage(session, 'edit');
      const { userIds, status } = merged(request, EnableInput);
      await setAccountsEnabled(db, session, manager, userIds, status, request.ip);
      await sessions.sync();
      return true;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: ['user_delete', 'customer_account_delete'] },
      schema: {
        tags,
        summary: 'Soft-removes accounts',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await manage(session, 'delete');
      const removed = await removeUsers(db, session, manager, request.query.ids, request.ip);
      await sessions.sync();
      return removed > 0;
    },
  );

  const OpenAccount = Fields.extend({
    customerId: IdInput,
    account: z.string().trim().min(1),
    password: Md5,
    deptIds: Ids.optional(),
  });
  app.post(
    `${base}/open-account`,
    {
      config: { permission: 'user_add' },
      schema: {
        tags,
        summary: "Opens a customer's primary account (one per customer, within its account quota)",
        body: OpenAccount,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_add');
      const { body } = request;
      return openAccount(db, session, { ...body, password: body.password ?? '' }, request.lang, request.ip);
    },
  );

  const QuotaInput = z.object({ customerId: IdInput, accountNumber: AccountNumber });
  app.post(
    `${base}/update-total-account-number`,
    {
      config: { permission: 'user_edit' },
      schema: {
        tags,
        summary: "Sets a customer's account quota (-1: no limit; never below the accounts it has)",
        ...either(QuotaInput),
        response: { 200: Quota },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await staff(session, 'user_edit');
      const { customerId, accountNumber } = merged(request, QuotaInput);
      return setAccountQuota(db, session, customerId, accountNumber, request.ip);
    },
  );

  app.get(
    `${base}/account-quota`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: "A customer's accounts in use and its quota; a primary account gets its own customer's",
        querystring: z.object({ customerId: z.preprocess(absentIfEmpty, IdInput.optional()) }),
        response: { 200: Quota },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const manager = await manage(session, 'view');
      const customerId = manager.kind === 'owner' ? manager.customerId : request.query.customerId;
      if (!customerId) throw forbidden();
      return accountQuota(db, session.tenantId, customerId);
    },
  );

  const DeptUsers = z.object({ deptId: IdInput, userIds: SomeIds });
  for (const [path, member] of [
    ['addDeptUser', true],
    ['removeDeptUser', false],
  ] as const) {
    app.post(
      `${base}/${path}`,
      {
        config: { permission: 'user_edit' },
        schema: {
          tags,
          summary: member ? 'Adds accounts to a department' : 'Takes accounts out of a department',
          ...either(DeptUsers),
          response: { 200: z.boolean() },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        await staff(session, 'user_edit');
        await setDeptMembers(db, session, { ...merged(request, DeptUsers), member }, request.ip);
        return true;
      },
    );
  }

  app.get(
    `${base}/get-account-shop-status`,
    {
      schema: {
        tags,
        summary: "Whether stores apply to an account (the caller's own when userId is absent)",
        querystring: z.object({ userId: z.preprocess(absentIfEmpty, IdInput.optional()) }),
        response: {
          200: z.object({
            userId: Id,
            customerId: Id.nullable(),
            shopEnabled: z.boolean(),
            shopCount: z.number().int(),
            activeShopCount: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const userId = request.query.userId ?? session.userId;
      const manager = userId === session.userId ? ({ kind: 'staff' } as const) : await manage(session, 'view');
      return accountShopStatus(db, session, manager, userId, request.lang);
    },
  );
};
