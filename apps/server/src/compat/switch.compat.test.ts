import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signIn, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { saber, saberData } from './saber-client';

/**
 * The top bar's "switch department / role" dialog of Saber 2.9 (`src/page/index/top/index.vue`
 * `switchDept`, `submitSwitch`): its selects load `dept/select?userId=` (label deptName, value id) and
 * `role/select?userId=` (label roleName, value id), then `src/api/user.js` `refreshToken` sends the
 * refresh_token grant with the picks in `Dept-Id` and `Role-Id`.
 */
type UserInfo = { user_id: string; dept_id: string; role_id: string };

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

const select = (token: string, what: 'dept' | 'role', userId: string) =>
  saber(t.app, token, { url: `/api/blade-system/${what}/select?userId=${userId}` });

describe('Saber 2.9 department and role switch', () => {
  it('lists the own departments and roles, and the refresh grant switches to the picked ones', async () => {
    // staff01 gets a second role and department first (user.vue rowUpdate), so there is something to switch to
    const first = (await signIn(t.app, 'staff01')).body as UserInfo;
    const admin = <T>(call: Parameters<typeof saber>[2]) =>
      saber(t.app, tokens.admin, call).then((response) => saberData<T>(response));
    const form = await admin<Record<string, string>>({ url: '/api/blade-user/detail', params: { id: first.user_id } });
    const otherRole = (await admin<{ id: string }[]>({ url: '/api/blade-system/role/tree' })).find(
      (role) => role.id !== first.role_id,
    )!;
    const otherDept = (await admin<{ id: string }[]>({ url: '/api/blade-system/dept/tree' })).find(
      (dept) => dept.id !== first.dept_id,
    )!;
    await admin({
      url: '/api/blade-user/update',
      method: 'post',
      data: { ...form, roleId: `${form.roleId},${otherRole.id}`, deptId: `${form.deptId},${otherDept.id}` },
    });

    const { accessToken, refreshToken, body } = await signIn(t.app, 'staff01');
    const me = body as UserInfo;
    const depts = saberData<{ id: string; deptName: string }[]>(await select(accessToken, 'dept', me.user_id));
    const roles = saberData<{ id: string; roleName: string }[]>(await select(accessToken, 'role', me.user_id));
    expect(depts.map((dept) => dept.id).sort()).toEqual([first.dept_id, otherDept.id].sort());
    expect(roles.map((role) => role.id).sort()).toEqual([first.role_id, otherRole.id].sort());
    for (const dept of depts) expect(dept.deptName).toEqual(expect.any(String));
    for (const role of roles) expect(role.roleName).toEqual(expect.any(String));

    const picked = roles.find((role) => role.id === otherRole.id)!;
    const switched = await saber(t.app, null, {
      url: '/api/blade-auth/oauth/token',
      method: 'post',
      headers: { 'Tenant-Id': '000000', 'Dept-Id': otherDept.id, 'Role-Id': picked.id },
      params: { tenantId: '000000', refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' },
    });
    expect(switched.json()).toMatchObject({ dept_id: otherDept.id, role_id: picked.id });
  });

  it("another tenant's administrator, or an account without the right to view accounts, gets nothing", async () => {
    const { body } = await signIn(t.app, 'admin');
    const adminId = (body as UserInfo).user_id;
    expect((await select(tokens.otherAdmin, 'dept', adminId)).json()).toMatchObject({ code: 404 });
    expect((await select(tokens.otherAdmin, 'role', adminId)).json()).toMatchObject({ code: 404 });
    expect((await select(tokens['dist01-sub'], 'role', adminId)).json()).toMatchObject({ code: 403 });
  });
});
