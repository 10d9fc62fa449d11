import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, signIn, signInDemoAccounts, type TestApp } from '../testing/test-app';
import { saber, saberData } from './saber-client';

/**
 * Accounts as Saber 2.9 handles them: `src/api/system/user.js` (calls) and `src/views/system/user.vue`
 * (list columns, the form's beforeOpen/rowSave/rowUpdate, the platform tab), `src/views/system/userinfo.vue`.
 */
type Row = Record<string, unknown> & { id: string; roleId: string; deptId: string; postId: string };

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

const page = (params: Record<string, string | number | undefined>) =>
  saber(t.app, tokens.admin, { url: '/api/blade-user/page', params });

describe('Saber 2.9 accounts', () => {
  it('getList: blade-user/page with an empty tree department, rows with the names the columns show', async () => {
    const data = saberData<{ total: number; records: Row[] }>(await page({ current: 1, size: 10, deptId: '' }));
    expect(data.total).toBeGreaterThan(1);
    const staff = data.records.find((row) => row.account === 'staff01')!;
    expect(staff).toMatchObject({
      tenantName: expect.any(String),
      roleName: expect.any(String),
      deptName: expect.any(String),
      userTypeName: 'Company staff',
      statusName: 'Enabled',
    });
    expect(staff.roleName).not.toBe('');
    expect(staff.roleId.split(',').every((id) => /^\d+$/.test(id))).toBe(true);
  });

  it('getList narrows to the department picked in the tree', async () => {
    const all = saberData<{ records: Row[] }>(await page({ current: 1, size: 100, deptId: '' })).records;
    const deptId = all.find((row) => row.deptId)!.deptId.split(',')[0]!;
    const inDept = saberData<{ records: Row[] }>(await page({ current: 1, size: 100, deptId })).records;
    expect(inDept.length).toBeGreaterThan(0);
    expect(inDept.every((row) => row.deptId.split(',').includes(deptId))).toBe(true);
  });

  it('beforeOpen + rowUpdate: detail gives splittable roleId/deptId/postId, update takes them comma-joined', async () => {
    const { id } = saberData<{ records: Row[] }>(await page({ current: 1, size: 100, account: 'staff01' })).records[0]!;
    const form = saberData<Row>(await saber(t.app, tokens.admin, { url: '/api/blade-user/detail', params: { id } }));
    for (const key of ['deptId', 'roleId', 'postId'] as const) expect(typeof form[key]).toBe('string');
    const roles = form.roleId.split(',');
    const depts = form.deptId.split(',');
    const posts = form.postId.split(',');
    // rowUpdate: the whole form back, the three pickers joined again
    const row = {
      ...form,
      realName: 'Renamed by Saber',
      deptId: depts.join(','),
      roleId: roles.join(','),
      postId: posts.join(','),
    };
    const updated = saberData<Row>(
      await saber(t.app, tokens.admin, { url: '/api/blade-user/update', method: 'post', data: row }),
    );
    expect(updated).toMatchObject({ realName: 'Renamed by Saber', roleId: form.roleId, deptId: form.deptId });
  });

  it('rowUpdate with other roles: the comma-joined roleId is what gets saved', async () => {
    const { id } = saberData<{ records: Row[] }>(await page({ current: 1, size: 100, account: 'staff01' })).records[0]!;
    const admin = saberData<{ records: Row[] }>(await page({ current: 1, size: 100, account: 'admin' })).records[0]!;
    const form = saberData<Row>(await saber(t.app, tokens.admin, { url: '/api/blade-user/detail', params: { id } }));
    const both = [...new Set([...form.roleId.split(','), ...admin.roleId.split(',')])].join(',');
    const updated = saberData<Row>(
      await saber(t.app, tokens.admin, {
        url: '/api/blade-user/update',
        method: 'post',
        data: { ...form, roleId: both },
      }),
    );
    expect(updated.roleId.split(',').sort()).toEqual(both.split(',').sort());
  });

  it('platformRowUpdate: update-platform with userId, userType and userExt in the query, no version', async () => {
    const { id } = saberData<{ records: Row[] }>(await page({ current: 1, size: 100, account: 'staff01' })).records[0]!;
    const response = await saber(t.app, tokens.admin, {
      url: '/api/blade-user/update-platform',
      method: 'post',
      params: { userId: id, userType: 0, userExt: '{"channel":"saber"}' },
    });
    expect(saberData(response)).toMatchObject({ id, userExt: '{"channel":"saber"}' });
    const platform = saberData(
      await saber(t.app, tokens.admin, { url: '/api/blade-user/platform-detail', params: { id } }),
    );
    expect(platform).toMatchObject({ userType: 0, userExt: '{"channel":"saber"}' });
  });

  it('rowSave: a new account with the typed password (BladeX hashes it on the server) signs in with it', async () => {
    const admin = (call: Parameters<typeof saber>[2]) => saber(t.app, tokens.admin, call).then(saberData<Row>);
    const staff = (await admin({ url: '/api/blade-user/page', params: { current: 1, size: 10, account: 'staff01' } }))
      .records as unknown as Row[];
    const created = await admin({
      url: '/api/blade-user/submit',
      method: 'post',
      data: {
        account: 'saber01',
        password: 'Saber-pass-1',
        password2: 'Saber-pass-1',
        name: 'Saber One',
        realName: 'Saber One',
        userType: 0,
        tenantId: '000000',
        roleId: staff[0]!.roleId,
        deptId: staff[0]!.deptId,
        sex: '',
        birthday: '',
      },
    });
    expect(created).toMatchObject({ account: 'saber01' });
    expect((await signIn(t.app, 'saber01', 'Saber-pass-1')).accessToken).toEqual(expect.any(String));
    const differ = await saber(t.app, tokens.admin, {
      url: '/api/blade-user/submit',
      method: 'post',
      data: { account: 'saber02', password: 'Saber-pass-1', password2: 'Saber-pass-2', realName: 'Two' },
    });
    expect(differ.json()).toMatchObject({ code: 400 });
  });

  it('userinfo handleSubmit: update-info with {id, avatar, name, realName, phone, email} and no version', async () => {
    const user = saberData<Row>(await saber(t.app, tokens.staff01, { url: '/api/blade-user/info' }));
    const form = {
      id: user.id,
      avatar: user.avatar,
      name: 'Saber name',
      realName: user.realName,
      phone: '123',
      email: 'a@b.co',
    };
    const body = (
      await saber(t.app, tokens.staff01, { url: '/api/blade-user/update-info', method: 'post', data: form })
    ).json();
    expect(body.success).toBe(true);
    expect(saberData(await saber(t.app, tokens.staff01, { url: '/api/blade-user/info' }))).toMatchObject({
      name: 'Saber name',
      phone: '123',
    });
  });
});
