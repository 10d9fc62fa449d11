import type { Page } from '@smdp/contracts';
import type { AccountQuota, ResetPassword, UserRecord } from '@smdp/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import {
  BASIC_AUTH,
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const BASE = '/api/blade-user';
const PASSWORD = 'Passw0rd!';

describe('blade-user administration', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  /** An account holding no role: every call it makes needs a code it lacks. */
  let nobody: string;
  let ids: {
    admin: string;
    dist01: string;
    dist01Sub: string;
    staff01: string;
    customer: string;
    salesDept: string;
    headOffice: string;
    staffRole: string;
    otherRole: string;
    otherDept: string;
  };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const db = t.database.db;
    const user = async (account: string) =>
      (
        await db
          .selectFrom('bladeUser')
          .select('id')
          .where('tenantId', '=', '000000')
          .where('account', '=', account)
          .executeTakeFirstOrThrow()
      ).id;
    const dept = async (tenantId: string, deptName: string) =>
      (
        await db
          .selectFrom('bladeDept')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('deptName', '=', deptName)
          .executeTakeFirstOrThrow()
      ).id;
    const role = async (tenantId: string, roleAlias: string) =>
      (
        await db
          .selectFrom('bladeRole')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('roleAlias', '=', roleAlias)
          .executeTakeFirstOrThrow()
      ).id;
    ids = {
      admin: await user('admin'),
      dist01: await user('dist01'),
      dist01Sub: await user('dist01-sub'),
      staff01: await user('staff01'),
      customer: (
        await db
          .selectFrom('baseCustomer')
          .select('id')
          .where('tenantId', '=', '000000')
          .where('customerCode', '=', 'C0001')
          .executeTakeFirstOrThrow()
      ).id,
      salesDept: await dept('000000', 'Sales department'),
      headOffice: await dept('000000', 'Head office'),
      staffRole: await role('000000', 'staff'),
      otherRole: await role('100001', 'administrator'),
      otherDept: await dept('100001', 'Head office'),
    };
    dataOf(await post(tokens.admin, 'submit', { account: 'nobody', password: md5(PASSWORD) }));
    nobody = (await signIn(t.app, 'nobody', PASSWORD)).accessToken;
  });
  afterAll(() => t.close());

  const headers = (token: string, lang = 'en') => ({ ...bearer(token), 'lang-type': lang });
  const get = (token: string, path: string, query: Record<string, string> = {}, lang = 'en') =>
    t.app.inject({ url: `${BASE}/${path}`, headers: headers(token, lang), query });
  const post = (
    token: string,
    path: string,
    payload?: Record<string, unknown>,
    query: Record<string, string> = {},
    lang = 'en',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/${path}`,
      headers: headers(token, lang),
      query,
      ...(payload ? { payload } : {}),
    });
  /** Every account, role and department link: what "nothing changed" compares. */
  const snapshot = async () => ({
    users: await t.database.db.selectFrom('bladeUser').selectAll().orderBy('id').execute(),
    roles: await t.database.db.selectFrom('bladeUserRole').selectAll().orderBy('userId').orderBy('roleId').execute(),
    depts: await t.database.db.selectFrom('bladeUserDept').selectAll().orderBy('userId').orderBy('deptId').execute(),
    customers: await t.database.db.selectFrom('baseCustomer').select(['id', 'accountNumber', 'version']).execute(),
  });
  const expectRefused = async (
    response: Awaited<ReturnType<typeof get>>,
    status: number,
    before: Awaited<ReturnType<typeof snapshot>>,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code: status, success: false });
    expect(await snapshot()).toEqual(before);
  };
  const signInRaw = (account: string, password: string, tenantId = '000000') =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC_AUTH, 'tenant-id': tenantId, 'lang-type': 'en' },
      query: { tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' },
    });
  let serial = 0;
  /** A fresh staff account, so each test changes only its own. */
  const createStaff = async (extra: Record<string, unknown> = {}) =>
    dataOf<UserRecord>(
      await post(tokens.admin, 'submit', {
        account: `user${++serial}`,
        password: md5(PASSWORD),
        realName: `User ${serial}`,
        roleIds: [ids.staffRole],
        deptIds: [ids.salesDept],
        ...extra,
      }),
    );
  const page = async (token: string, path: string, query: Record<string, string> = {}) =>
    dataOf<Page<UserRecord>>(await get(token, path, query));

  describe('list-page, pageDept, pageDeptN, detail', () => {
    it("lists the tenant's accounts with roles, departments and lock state, filtered and paged", async () => {
      const all = await page(tokens.admin, 'list-page', { size: '100' });
      const accounts = all.records.map((row) => row.account);
      expect(accounts).toEqual(expect.arrayContaining(['admin', 'staff01', 'dist01', 'dist01-sub']));
      expect(all.records.every((row) => row.tenantId === '000000')).toBe(true);
      const dist01 = all.records.find((row) => row.account === 'dist01');
      expect(dist01).toMatchObject({
        customerCode: 'C0001',
        isPrimaryAccount: true,
        userType: 1,
        roleNames: ['Customer primary account'],
        deptNames: ['Sales department'],
        locked: false,
        status: 1,
      });
      const filtered = await page(tokens.admin, 'list-page', { account_like: 'dist01', ascs: 'account' });
      expect(filtered.records.map((row) => row.account)).toEqual(['dist01', 'dist01-sub']);
      const inDept = await page(tokens.admin, 'list-page', { deptId: ids.headOffice });
      expect(inDept.records.map((row) => row.account)).toEqual(['keeper01', 'admin']);
      const paged = await page(tokens.admin, 'list-page', { size: '2', current: '2' });
      expect(paged).toMatchObject({ size: 2, current: 2, total: all.total });
      expect(paged.records).toHaveLength(2);
      const walked: string[] = [];
      for (let current = 1; current <= Math.ceil(all.total / 3); current++) {
        walked.push(
          ...(await page(tokens.admin, 'list-page', { size: '3', current: String(current) })).records.map(
            (row) => row.id,
          ),
        );
      }
      expect(walked).toEqual(all.records.map((row) => row.id));
    });

    it("shows a primary account only its own customer's sub-accounts", async () => {
      const own = await page(tokens.dist01, 'list-page', { size: '100' });
      expect(own.records.length).toBeGreaterThan(0);
      expect(own.records.every((row) => row.customerId === ids.customer && !row.isPrimaryAccount)).toBe(true);
      expect(own.records.map((row) => row.account)).toContain('dist01-sub');
      expect((await get(tokens.dist01, 'detail', { id: ids.dist01Sub })).statusCode).toBe(200);
      expect((await get(tokens.dist01, 'detail', { id: ids.admin })).statusCode).toBe(404);
      expect((await get(tokens.dist01, 'pageDept', { deptId: ids.salesDept })).statusCode).toBe(403);
    });

    it('lists the members of a department and everyone else', async () => {
      const members = await page(tokens.admin, 'pageDept', { deptId: ids.salesDept, size: '100' });
      expect(members.records.map((row) => row.account)).toEqual(expect.arrayContaining(['staff01', 'dist01']));
      expect(members.records.map((row) => row.account)).not.toContain('admin');
      const others = await page(tokens.admin, 'pageDeptN', { deptId: ids.salesDept, size: '100' });
      expect(others.records.map((row) => row.account)).toContain('admin');
      expect(others.records.map((row) => row.account)).not.toContain('staff01');
      const missing = await get(tokens.admin, 'pageDept', {}, 'zh');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toContain('deptId');
    });

    it('gives one account in detail', async () => {
      const detail = dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: ids.staff01 }));
      expect(detail).toMatchObject({ account: 'staff01', empNo: 'E1001', postName: 'Sales representative' });
      expect((await get(tokens.admin, 'detail', { id: 'abc' })).statusCode).toBe(400);
      const bad: Record<string, string>[] = [
        { status_equal: 'x' },
        { customerId_equal: '1a' },
        { createTime_datege: 'no' },
      ];
      for (const query of bad) {
        expect((await get(tokens.admin, 'list-page', query)).statusCode).toBe(400);
      }
      const enabled = await page(tokens.admin, 'list-page', { status_equal: '1', userType_equal: '1', size: '100' });
      expect(enabled.records.every((row) => row.status === 1 && row.userType === 1)).toBe(true);
    });

    it('needs the view code and sign-in', async () => {
      for (const path of ['list-page', 'detail', 'pageDept', 'pageDeptN', 'platform-detail']) {
        const query = { id: ids.admin, deptId: ids.salesDept };
        expect((await get(nobody, path, query)).statusCode).toBe(403);
        expect((await get(tokens['dist01-sub'], path, query)).statusCode).toBe(403);
        expect((await t.app.inject({ url: `${BASE}/${path}`, query })).statusCode).toBe(401);
      }
    });

    it("shows the other tenant's administrator none of this tenant's accounts", async () => {
      const other = await page(tokens.otherAdmin, 'list-page', { size: '100' });
      expect(other.records.map((row) => [row.tenantId, row.account])).toEqual([['100001', 'admin']]);
      expect((await get(tokens.otherAdmin, 'detail', { id: ids.dist01 })).statusCode).toBe(404);
      expect((await get(tokens.otherAdmin, 'platform-detail', { id: ids.dist01 })).statusCode).toBe(404);
      expect((await page(tokens.otherAdmin, 'pageDept', { deptId: ids.salesDept })).total).toBe(0);
    });
  });

  describe('the customer desk: staff holding only the customer-account codes', () => {
    it("sees and manages customers' accounts only, with the roles of their kind", async () => {
      const listed = await page(tokens.staff01, 'list-page', { size: '100' });
      expect(listed.records.length).toBeGreaterThan(0);
      expect(listed.records.every((row) => row.customerId !== null)).toBe(true);
      expect(listed.records.map((row) => row.account)).toEqual(expect.arrayContaining(['dist01', 'dist01-sub']));
      expect((await get(tokens.staff01, 'detail', { id: ids.admin })).statusCode).toBe(404);
      for (const path of ['pageDept', 'pageDeptN', 'platform-detail']) {
        expect((await get(tokens.staff01, path, { id: ids.dist01, deptId: ids.salesDept })).statusCode).toBe(403);
      }

      const created = dataOf<UserRecord>(
        await post(tokens.staff01, 'submit', {
          account: `desk${++serial}`,
          password: md5(PASSWORD),
          customerId: ids.customer,
          roleIds: [ids.staffRole],
        }),
      );
      expect(created).toMatchObject({
        customerId: ids.customer,
        isPrimaryAccount: false,
        userType: 1,
        roleNames: ['Customer sub-account'],
      });
      const edited = dataOf<UserRecord>(
        await post(tokens.staff01, 'update', { id: created.id, version: created.version, realName: 'Desk made' }),
      );
      expect(edited.realName).toBe('Desk made');

      const before = await snapshot();
      const admin = dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: ids.admin }));
      await expectRefused(
        await post(tokens.staff01, 'update', { id: admin.id, version: admin.version, realName: 'x' }),
        404,
        before,
      );
      await expectRefused(
        await post(tokens.staff01, 'update', { id: created.id, version: edited.version, roleIds: [ids.staffRole] }),
        403,
        before,
      );
      await expectRefused(await post(tokens.staff01, 'submit', { account: 'desk-x', password: md5('x') }), 400, before);
      await expectRefused(await post(tokens.staff01, 'reset-password', { userIds: ids.admin }), 404, before);
      for (const path of ['grant', 'unlock', 'addDeptUser', 'update-total-account-number', 'update-password-by-id']) {
        const query = { userIds: created.id, userId: created.id, roleIds: ids.staffRole, deptId: ids.salesDept };
        await expectRefused(await post(tokens.staff01, path, undefined, query), 403, before);
      }
    });

    it('needs user_grant besides user_add or user_edit to choose roles', async () => {
      const adminRole = (
        await t.database.db
          .selectFrom('bladeRole')
          .select('id')
          .where('tenantId', '=', '000000')
          .where('roleAlias', '=', 'administrator')
          .executeTakeFirstOrThrow()
      ).id;
      const editorRole = (
        await t.database.db
          .insertInto('bladeRole')
          .values({ tenantId: '000000', roleName: 'User editor', roleAlias: 'user_editor', sort: 9 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const codes = await t.database.db
        .selectFrom('bladeMenu')
        .select('id')
        .where('code', 'in', ['user_add', 'user_edit', 'user_view'])
        .execute();
      await t.database.db
        .insertInto('bladeRoleMenu')
        .values(codes.map((menu) => ({ roleId: editorRole, menuId: menu.id })))
        .execute();
      const editor = await createStaff({ roleIds: [editorRole] });
      const token = (await signIn(t.app, editor.account, PASSWORD)).accessToken;
      const target = await createStaff();
      const before = await snapshot();
      const escalate = { id: target.id, version: target.version, roleIds: [adminRole] };
      await expectRefused(await post(token, 'update', escalate), 403, before);
      await expectRefused(await post(token, 'submit', escalate), 403, before);
      await expectRefused(
        await post(token, 'submit', { account: 'escalated', password: md5('x'), roleIds: [adminRole] }),
        403,
        before,
      );
      const renamed = await post(token, 'update', { id: target.id, version: target.version, realName: 'Fine' });
      expect(dataOf<UserRecord>(renamed).realName).toBe('Fine');
    });
  });

  describe('submit (create)', () => {
    it('creates an account that signs in with its md5 password', async () => {
      const created = await createStaff({ email: 'new@example.com', phone: '+254700000001' });
      expect(created).toMatchObject({
        tenantId: '000000',
        realName: `User ${serial}`,
        roleIds: [ids.staffRole],
        deptIds: [ids.salesDept],
        customerId: null,
        userType: 0,
        status: 1,
        forceResetPassword: 'N',
      });
      const session = await signIn(t.app, created.account, PASSWORD);
      expect(session.body).toMatchObject({ force_reset_password: 'N', account: created.account });
      const stored = await t.database.db
        .selectFrom('bladeUser')
        .select('passwordHash')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(stored.passwordHash).toMatch(/^scrypt\$/);
      const audit = await t.database.db
        .selectFrom('auditLog')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entityId', '=', created.id)
        .execute();
      expect(audit).toMatchObject([{ action: 'create', account: 'admin', tenantId: '000000' }]);
      expect(JSON.stringify(audit)).not.toContain(md5(PASSWORD));
    });

    it('rejects bad input with a translated 400 and creates nothing', async () => {
      const before = await snapshot();
      const cases: [Record<string, unknown>, string][] = [
        [{ account: 'Admin', password: md5('x') }, '账号已存在'],
        [{ account: 'has space', password: md5('x') }, '账号只能包含字母、数字和 . _ - @'],
        [{ account: 'x'.repeat(46), password: md5('x') }, '最多输入 45 个字符'],
        [{ account: 'fine1', password: md5('x'), realName: 'x'.repeat(51) }, '最多输入 50 个字符'],
        [{ account: 'fine1' }, '请'],
        [{ account: 'fine1', password: 'x'.repeat(65) }, 'password'],
        [{ account: 'fine1', password: md5('x'), email: 'nope' }, '邮箱格式不正确'],
        [{ account: 'fine1', password: md5('x'), roleIds: [ids.otherRole] }, '所选角色不存在或不可分配'],
        [{ account: 'fine1', password: md5('x'), deptIds: [ids.otherDept] }, '所选部门不存在'],
        [{ password: md5('x') }, 'account'],
      ];
      for (const [payload, message] of cases) {
        const response = await post(tokens.admin, 'submit', payload, {}, 'zh');
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().msg, JSON.stringify(payload)).toContain(message);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('keeps accounts unique per tenant only', async () => {
      const other = dataOf<UserRecord>(
        await post(tokens.otherAdmin, 'submit', { account: 'dist01', password: md5(PASSWORD) }),
      );
      expect(other).toMatchObject({ tenantId: '100001', account: 'dist01' });
    });

    it('needs the add code; the other tenant cannot place accounts in this one', async () => {
      const before = await snapshot();
      await expectRefused(await post(nobody, 'submit', { account: 'x1', password: md5('x') }), 403, before);
      await expectRefused(
        await post(tokens['dist01-sub'], 'submit', { account: 'x1', password: md5('x') }),
        403,
        before,
      );
      const foreign = await post(tokens.otherAdmin, 'submit', {
        account: 'x1',
        password: md5('x'),
        deptIds: [ids.salesDept],
      });
      await expectRefused(foreign, 400, before);
      const foreignCustomer = await post(tokens.otherAdmin, 'submit', {
        account: 'x1',
        password: md5('x'),
        customerId: ids.customer,
      });
      await expectRefused(foreignCustomer, 400, before);
    });
  });

  describe('update, submit with id, update-owner-info', () => {
    it('updates fields, roles and departments when the version is current, and audits it', async () => {
      const user = await createStaff();
      const updated = dataOf<UserRecord>(
        await post(tokens.admin, 'update', {
          id: user.id,
          version: user.version,
          realName: 'Renamed',
          email: 'renamed@example.com',
          deptIds: [ids.headOffice, ids.salesDept],
        }),
      );
      expect(updated).toMatchObject({ realName: 'Renamed', version: user.version + 1, account: user.account });
      expect([...updated.deptIds].sort()).toEqual([ids.headOffice, ids.salesDept].sort());
      const again = dataOf<UserRecord>(
        await post(tokens.admin, 'submit', { id: user.id, version: updated.version, phone: '123' }),
      );
      expect(again).toMatchObject({ phone: '123', realName: 'Renamed' });
      const audit = await t.database.db
        .selectFrom('auditLog')
        .select(['action', 'changes'])
        .where('entity', '=', 'user')
        .where('entityId', '=', user.id)
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    });

    it('answers 409 to a stale version, 400 to bad input, and changes nothing', async () => {
      const user = await createStaff();
      dataOf(await post(tokens.admin, 'update', { id: user.id, version: user.version, realName: 'First' }));
      const before = await snapshot();
      const stale = await post(tokens.admin, 'update', { id: user.id, version: user.version, realName: 'Second' });
      await expectRefused(stale, 409, before);
      const staleSubmit = await post(tokens.admin, 'submit', { id: user.id, version: user.version, realName: 'x' });
      await expectRefused(staleSubmit, 409, before);
      for (const payload of [
        { id: user.id, version: user.version + 1, email: 'bad' },
        { id: user.id, version: user.version + 1, name: 'x'.repeat(51) },
        { id: user.id, realName: 'no version' },
        { id: user.id, version: user.version + 1, roleIds: [ids.otherRole] },
      ]) {
        await expectRefused(await post(tokens.admin, 'update', payload), 400, before);
      }
    });

    it("needs the edit code; the other tenant's administrator changes nothing", async () => {
      const user = await createStaff();
      const before = await snapshot();
      const payload = { id: user.id, version: user.version, realName: 'Hijacked' };
      await expectRefused(await post(nobody, 'update', payload), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'update', payload), 404, before);
      await expectRefused(await post(tokens.otherAdmin, 'submit', payload), 404, before);
      await expectRefused(await post(tokens.admin, 'update-owner-info', payload), 403, before);
    });

    it("lets a primary account edit its own customer's sub-accounts and nothing else", async () => {
      const sub = dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: ids.dist01Sub }));
      const edited = dataOf<UserRecord>(
        await post(tokens.dist01, 'update-owner-info', { id: sub.id, version: sub.version, phone: '555' }),
      );
      expect(edited).toMatchObject({ phone: '555', version: sub.version + 1 });
      const before = await snapshot();
      const admin = dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: ids.admin }));
      const payload = { id: admin.id, version: admin.version, realName: 'x' };
      await expectRefused(await post(tokens.dist01, 'update-owner-info', payload), 404, before);
      await expectRefused(await post(tokens.dist01, 'update', payload), 404, before);
      const roles = { id: sub.id, version: edited.version, roleIds: [ids.staffRole] };
      await expectRefused(await post(tokens.dist01, 'update', roles), 403, before);
      await expectRefused(
        await post(tokens.dist01, 'update-owner-info', { id: sub.id, version: sub.version, phone: '1' }),
        409,
        before,
      );
      await expectRefused(
        await post(tokens['dist01-sub'], 'update-owner-info', { id: sub.id, version: edited.version, phone: '1' }),
        403,
        before,
      );
    });
  });

  describe('platform-detail, update-platform', () => {
    it('reads and sets the user type and extension with a version', async () => {
      const user = await createStaff();
      const detail = dataOf<{ version: number; userExt: string | null }>(
        await get(tokens.admin, 'platform-detail', { id: user.id }),
      );
      expect(detail).toMatchObject({ id: user.id, userType: 0, userExt: null });
      const updated = dataOf<{ userType: number; userExt: string; version: number }>(
        await post(tokens.admin, 'update-platform', {
          id: user.id,
          version: detail.version,
          userType: 1,
          userExt: '{"a":1}',
        }),
      );
      expect(updated).toMatchObject({ userType: 1, userExt: '{"a":1}', version: detail.version + 1 });
      const before = await snapshot();
      const payload = { id: user.id, version: detail.version, userType: 0, userExt: '' };
      await expectRefused(await post(tokens.admin, 'update-platform', payload), 409, before);
      await expectRefused(await post(nobody, 'update-platform', payload), 403, before);
      await expectRefused(
        await post(tokens.otherAdmin, 'update-platform', { ...payload, version: updated.version }),
        404,
        before,
      );
      await expectRefused(
        await post(tokens.admin, 'update-platform', { ...payload, version: updated.version, userType: 7 }),
        400,
        before,
      );
    });
  });

  describe('passwords', () => {
    it('reset-password gives a generated password once; the next sign-in must change it', async () => {
      const user = await createStaff();
      expect((await signIn(t.app, user.account, PASSWORD)).body.force_reset_password).toBe('N');
      const reset = dataOf<ResetPassword[]>(
        await post(tokens.admin, 'reset-password', undefined, { userIds: user.id }),
      );
      expect(reset).toEqual([{ id: user.id, account: user.account, password: expect.stringMatching(/^\w{10}$/) }]);
      expect((await signInRaw(user.account, PASSWORD)).statusCode).toBe(400);
      const session = await signIn(t.app, user.account, reset[0]!.password);
      expect(session.body.force_reset_password).toBe('Y');
      const audit = await t.database.db
        .selectFrom('auditLog')
        .select(['action', 'changes'])
        .where('entity', '=', 'user')
        .where('entityId', '=', user.id)
        .where('action', '=', 'reset-password')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain(reset[0]!.password);
    });

    it('reset-password is refused without the code, for other tenants and for bad ids', async () => {
      const user = await createStaff();
      const before = await snapshot();
      await expectRefused(await post(nobody, 'reset-password', undefined, { userIds: user.id }), 403, before);
      await expectRefused(
        await post(tokens.otherAdmin, 'reset-password', undefined, { userIds: user.id }),
        404,
        before,
      );
      await expectRefused(await post(tokens.dist01, 'reset-password', undefined, { userIds: user.id }), 404, before);
      await expectRefused(await post(tokens.admin, 'reset-password', undefined, { userIds: 'x' }), 400, before);
      await expectRefused(await post(tokens.admin, 'reset-password', {}), 400, before);
    });

    it("update-password-by-id sets a staff member's password; update-owner-password a sub-account's", async () => {
      const user = await createStaff();
      const body = { userId: user.id, newPassword: md5('Other1!'), newPassword1: md5('Other1!') };
      expect(dataOf(await post(tokens.admin, 'update-password-by-id', body))).toBe(true);
      expect((await signIn(t.app, user.account, 'Other1!')).body.force_reset_password).toBe('Y');

      const sub = dataOf<UserRecord>(
        await post(tokens.dist01, 'submit', { account: `sub${++serial}`, password: md5(PASSWORD) }),
      );
      const subBody = { userId: sub.id, newPassword: md5('Sub1!'), newPassword1: md5('Sub1!') };
      expect(dataOf(await post(tokens.dist01, 'update-owner-password', undefined, subBody))).toBe(true);
      expect((await signIn(t.app, sub.account, 'Sub1!')).body.force_reset_password).toBe('Y');

      const before = await snapshot();
      const differ = await post(
        tokens.admin,
        'update-password-by-id',
        { ...body, newPassword1: md5('else') },
        {},
        'zh',
      );
      await expectRefused(differ, 400, before);
      expect(differ.json().msg).toBe('两次密码输入不一致');
      await expectRefused(await post(nobody, 'update-password-by-id', body), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'update-password-by-id', body), 404, before);
      await expectRefused(await post(tokens.dist01, 'update-owner-password', body), 404, before);
      await expectRefused(await post(tokens.admin, 'update-owner-password', subBody), 403, before);
    });
  });

  describe('grant, unlock, account-enable-disable, remove', () => {
    it('grant sets the roles of accounts, which the server then enforces', async () => {
      const user = await createStaff({ roleIds: [] });
      const adminRole = (
        await t.database.db
          .selectFrom('bladeRole')
          .select('id')
          .where('tenantId', '=', '000000')
          .where('roleAlias', '=', 'administrator')
          .executeTakeFirstOrThrow()
      ).id;
      const session = await signIn(t.app, user.account, PASSWORD);
      expect((await get(session.accessToken, 'list-page')).statusCode).toBe(403);
      const granted = await post(tokens.admin, 'grant', undefined, { userIds: user.id, roleIds: adminRole });
      expect(dataOf(granted)).toBe(true);
      expect(dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: user.id })).roleIds).toEqual([adminRole]);
      const again = await signIn(t.app, user.account, PASSWORD);
      expect((await get(again.accessToken, 'list-page')).statusCode).toBe(200);

      const before = await snapshot();
      const query = { userIds: user.id, roleIds: ids.staffRole };
      await expectRefused(await post(nobody, 'grant', undefined, query), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'grant', undefined, query), 404, before);
      await expectRefused(
        await post(tokens.admin, 'grant', undefined, { userIds: user.id, roleIds: ids.otherRole }),
        400,
        before,
      );
      await expectRefused(await post(tokens.admin, 'grant', undefined, { userIds: user.id }), 400, before);
    });

    it('unlock lifts the lock of failed sign-ins', async () => {
      const user = await createStaff();
      for (let i = 0; i < 5; i++) await signInRaw(user.account, 'wrong');
      const locked = await signInRaw(user.account, PASSWORD);
      expect(locked.json().error_description).toMatch(/locked|attempts/i);
      expect(dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: user.id })).locked).toBe(true);

      const before = await snapshot();
      await expectRefused(await post(nobody, 'unlock', undefined, { userIds: user.id }), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'unlock', undefined, { userIds: user.id }), 404, before);
      await expectRefused(await post(tokens.admin, 'unlock', undefined, { userIds: '' }), 400, before);

      expect(dataOf(await post(tokens.admin, 'unlock', { userIds: user.id }))).toBe(true);
      expect(dataOf<UserRecord>(await get(tokens.admin, 'detail', { id: user.id }))).toMatchObject({
        locked: false,
        loginFailCount: 0,
      });
      expect((await signInRaw(user.account, PASSWORD)).statusCode).toBe(200);
    });

    it('account-enable-disable switches sign-in off and on; never for oneself', async () => {
      const user = await createStaff();
      const off = await post(tokens.admin, 'account-enable-disable', undefined, { userIds: user.id, status: '0' });
      expect(dataOf(off)).toBe(true);
      expect((await signInRaw(user.account, PASSWORD)).json().error_description).toMatch(/disabled/i);
      expect(dataOf(await post(tokens.admin, 'account-enable-disable', { userIds: user.id, status: 1 }))).toBe(true);
      expect((await signInRaw(user.account, PASSWORD)).statusCode).toBe(200);

      const sub = dataOf<UserRecord>(
        await post(tokens.dist01, 'submit', { account: `sub${++serial}`, password: md5(PASSWORD) }),
      );
      const subOff = await post(tokens.dist01, 'account-enable-disable', { userIds: sub.id, status: 0 });
      expect(dataOf(subOff)).toBe(true);

      const before = await snapshot();
      const self = await post(tokens.admin, 'account-enable-disable', { userIds: ids.admin, status: 0 }, {}, 'zh');
      await expectRefused(self, 400, before);
      expect(self.json().msg).toBe('不能禁用或删除自己的账号');
      const query = { userIds: user.id, status: 0 };
      await expectRefused(await post(nobody, 'account-enable-disable', query), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'account-enable-disable', query), 404, before);
      await expectRefused(await post(tokens.dist01, 'account-enable-disable', query), 404, before);
      await expectRefused(await post(tokens.admin, 'account-enable-disable', { ...query, status: 5 }), 400, before);
    });

    it('remove soft-removes accounts, never the caller', async () => {
      const user = await createStaff();
      const before = await snapshot();
      await expectRefused(await post(nobody, 'remove', undefined, { ids: user.id }), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'remove', undefined, { ids: user.id }), 404, before);
      await expectRefused(await post(tokens.admin, 'remove', undefined, { ids: ids.admin }), 400, before);
      expect(dataOf(await post(tokens.admin, 'remove', undefined, { ids: user.id }))).toBe(true);
      expect((await get(tokens.admin, 'detail', { id: user.id })).statusCode).toBe(404);
      expect((await signInRaw(user.account, PASSWORD)).statusCode).toBe(400);
    });
  });

  describe('add/removeDeptUser', () => {
    it('adds accounts to a department and takes them out', async () => {
      const user = await createStaff({ deptIds: [] });
      const query = { deptId: ids.headOffice, userIds: user.id };
      expect(dataOf(await post(tokens.admin, 'addDeptUser', undefined, query))).toBe(true);
      expect(dataOf(await post(tokens.admin, 'addDeptUser', query))).toBe(true);
      const members = await page(tokens.admin, 'pageDept', { deptId: ids.headOffice, size: '100' });
      expect(members.records.map((row) => row.id)).toContain(user.id);

      const before = await snapshot();
      await expectRefused(await post(nobody, 'removeDeptUser', undefined, query), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'removeDeptUser', undefined, query), 400, before);
      await expectRefused(
        await post(tokens.otherAdmin, 'removeDeptUser', undefined, { deptId: ids.otherDept, userIds: user.id }),
        404,
        before,
      );
      await expectRefused(
        await post(tokens.admin, 'addDeptUser', undefined, { deptId: ids.otherDept, userIds: user.id }),
        400,
        before,
      );

      expect(dataOf(await post(tokens.admin, 'removeDeptUser', undefined, query))).toBe(true);
      const after = await page(tokens.admin, 'pageDeptN', { deptId: ids.headOffice, size: '100' });
      expect(after.records.map((row) => row.id)).toContain(user.id);
    });
  });

  describe("customers' accounts: open-account, quota, sub-accounts", () => {
    const newCustomer = async (code: string) =>
      (
        await t.database.db
          .insertInto('baseCustomer')
          .values({ tenantId: '000000', customerCode: code, customerName: code, customerFullName: code })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const quotaOf = async (customerId: string) =>
      dataOf<AccountQuota>(await get(tokens.admin, 'account-quota', { customerId }));

    it('open-account creates the one primary account of a customer', async () => {
      const customerId = await newCustomer('CX01');
      const opened = dataOf<UserRecord>(
        await post(tokens.admin, 'open-account', {
          customerId,
          account: 'cx01',
          password: md5(PASSWORD),
          realName: 'Owner',
        }),
      );
      expect(opened).toMatchObject({
        customerId,
        isPrimaryAccount: true,
        userType: 1,
        roleNames: ['Customer primary account'],
      });
      const owner = await signIn(t.app, 'cx01', PASSWORD);
      expect(owner.body.user_info).toMatchObject({ primaryAccount: 'Y', customerCode: 'CX01' });

      const before = await snapshot();
      const second = await post(
        tokens.admin,
        'open-account',
        { customerId, account: 'cx01b', password: md5(PASSWORD) },
        {},
        'zh',
      );
      await expectRefused(second, 400, before);
      expect(second.json().msg).toBe('该客户已有主账号');
      const body = { customerId, account: 'cx01c', password: md5(PASSWORD) };
      await expectRefused(await post(nobody, 'open-account', body), 403, before);
      await expectRefused(await post(tokens.dist01, 'open-account', body), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'open-account', body), 400, before);
      await expectRefused(await post(tokens.admin, 'open-account', { ...body, password: '' }), 400, before);
    });

    it("update-total-account-number sets a customer's quota, never below what it uses", async () => {
      const quota = await quotaOf(ids.customer);
      expect(quota).toMatchObject({ customerId: ids.customer, accountNumber: -1 });
      expect(quota.accountCount).toBeGreaterThanOrEqual(2);
      const set = dataOf<AccountQuota>(
        await post(tokens.admin, 'update-total-account-number', undefined, {
          customerId: ids.customer,
          accountNumber: String(quota.accountCount + 5),
        }),
      );
      expect(set).toEqual({ ...quota, accountNumber: quota.accountCount + 5 });
      expect(dataOf<AccountQuota>(await get(tokens.dist01, 'account-quota'))).toEqual(set);

      const before = await snapshot();
      const below = await post(
        tokens.admin,
        'update-total-account-number',
        { customerId: ids.customer, accountNumber: 1 },
        {},
        'zh',
      );
      await expectRefused(below, 400, before);
      expect(below.json().msg).toBe(`账号数量不能少于已使用的 ${quota.accountCount} 个`);
      const body = { customerId: ids.customer, accountNumber: 50 };
      await expectRefused(
        await post(tokens.admin, 'update-total-account-number', { ...body, accountNumber: -2 }),
        400,
        before,
      );
      await expectRefused(await post(nobody, 'update-total-account-number', body), 403, before);
      await expectRefused(await post(tokens.dist01, 'update-total-account-number', body), 403, before);
      await expectRefused(await post(tokens.otherAdmin, 'update-total-account-number', body), 404, before);
      expect((await get(tokens.otherAdmin, 'account-quota', { customerId: ids.customer })).statusCode).toBe(404);
    });

    it('a primary account creates sub-accounts of its own customer, up to the quota', async () => {
      const customerId = await newCustomer('CX02');
      dataOf(await post(tokens.admin, 'open-account', { customerId, account: 'cx02', password: md5(PASSWORD) }));
      const owner = (await signIn(t.app, 'cx02', PASSWORD)).accessToken;
      dataOf(await post(tokens.admin, 'update-total-account-number', { customerId, accountNumber: 2 }));

      const sub = dataOf<UserRecord>(
        await post(owner, 'submit', {
          account: 'cx02-sub',
          password: md5(PASSWORD),
          realName: 'Sub',
          customerId: ids.customer,
          isPrimaryAccount: true,
          roleIds: [ids.staffRole],
        }),
      );
      expect(sub).toMatchObject({
        customerId,
        isPrimaryAccount: false,
        userType: 1,
        roleNames: ['Customer sub-account'],
      });
      expect(dataOf<AccountQuota>(await get(owner, 'account-quota'))).toMatchObject({
        accountNumber: 2,
        accountCount: 2,
      });
      const before = await snapshot();
      const over = await post(owner, 'submit', { account: 'cx02-sub2', password: md5(PASSWORD) }, {}, 'zh');
      await expectRefused(over, 400, before);
      expect(over.json().msg).toBe('该客户的账号数量已达上限（2 个）');
      const overByAdmin = await post(tokens.admin, 'submit', {
        account: 'cx02-sub3',
        password: md5(PASSWORD),
        customerId,
      });
      await expectRefused(overByAdmin, 400, before);
      const listed = await page(owner, 'list-page');
      expect(listed.records.map((row) => row.account)).toEqual(['cx02-sub']);
    });

    it('concurrent creations never exceed the quota', async () => {
      const customerId = await newCustomer('CX03');
      dataOf(await post(tokens.admin, 'open-account', { customerId, account: 'cx03', password: md5(PASSWORD) }));
      dataOf(await post(tokens.admin, 'update-total-account-number', { customerId, accountNumber: 3 }));
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post(tokens.admin, 'submit', { account: `cx03-${i}`, password: md5(PASSWORD), customerId }),
        ),
      );
      const statuses = attempts.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 400, 400, 400, 400]);
      for (const refused of attempts.filter((response) => response.statusCode === 400)) {
        expect(refused.json().msg).toBe("The customer's account quota (3) is used up");
      }
      expect(await quotaOf(customerId)).toMatchObject({ accountNumber: 3, accountCount: 3 });
    });
  });

  describe('get-account-shop-status', () => {
    it("tells whether stores apply to the caller's or a managed account", async () => {
      const own = dataOf<Record<string, unknown>>(await get(tokens.dist01, 'get-account-shop-status'));
      expect(own).toMatchObject({ userId: ids.dist01, customerId: ids.customer, shopEnabled: true });
      expect(own.shopCount).toBeGreaterThanOrEqual(own.activeShopCount as number);
      const byAdmin = dataOf(await get(tokens.admin, 'get-account-shop-status', { userId: ids.dist01 }));
      expect(byAdmin).toEqual(own);
      expect((await get(nobody, 'get-account-shop-status', { userId: ids.dist01 })).statusCode).toBe(403);
      expect((await get(tokens.otherAdmin, 'get-account-shop-status', { userId: ids.dist01 })).statusCode).toBe(404);
      expect((await get(tokens.admin, 'get-account-shop-status', { userId: 'x' })).statusCode).toBe(400);
    });
  });
});
