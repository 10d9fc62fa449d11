import type { UserImportResult } from '@smdp/contracts/user';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type SheetValue, xlsxOf } from '../../testing/sheets';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

/** BladeX's own `UserExcel` headers, as a sheet exported from BladeX carries them. */
const BLADEX_HEADER = [
  '租户编号',
  '用户平台名称',
  '账户',
  '昵称',
  '姓名',
  '邮箱',
  '手机',
  '角色名称',
  '部门名称',
  '岗位名称',
  '生日',
];

describe('account import (blade-user/import-user, export-template)', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const importSheet = async (token: string, rows: SheetValue[][], query = '', lang = 'en', name = 'users.xlsx') => {
    const { body, type } = multipartFile(await xlsxOf(rows), name);
    return t.app.inject({
      method: 'POST',
      url: `/api/blade-user/import-user${query}`,
      headers: { ...bearer(token), 'lang-type': lang, 'content-type': type },
      payload: body,
    });
  };
  const users = () =>
    t.database.db.selectFrom('bladeUser').selectAll().where('isDeleted', '=', 0).orderBy('id').execute();
  const linksOf = async (account: string) => {
    const user = await t.database.db
      .selectFrom('bladeUser')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    const roles = await t.database.db
      .selectFrom('bladeUserRole as ur')
      .innerJoin('bladeRole as r', 'r.id', 'ur.roleId')
      .select('r.roleAlias')
      .where('ur.userId', '=', user.id)
      .execute();
    const depts = await t.database.db
      .selectFrom('bladeUserDept as ud')
      .innerJoin('bladeDept as d', 'd.id', 'ud.deptId')
      .select('d.deptName')
      .where('ud.userId', '=', user.id)
      .execute();
    return { roles: roles.map((r) => r.roleAlias).sort(), depts: depts.map((d) => d.deptName).sort() };
  };

  it('serves the empty sheet without a token, headed in the Lang-Type or browser language', async () => {
    const fr = await t.app.inject({ url: '/api/blade-user/export-template', headers: { 'lang-type': 'fr' } });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toContain('spreadsheetml');
    const [frSheet] = await readXlsxFile(fr.rawPayload);
    expect(frSheet?.data[0]).toEqual([
      'Numéro de locataire',
      'Compte',
      "Nom d'utilisateur",
      'Nom réel',
      'E-mail',
      'Téléphone',
      'Rôles',
      'Départements',
      'Poste',
      'Date de naissance',
    ]);
    const zh = await t.app.inject({
      url: '/api/blade-user/export-template?blade-auth=bearer%20x',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    const [zhSheet] = await readXlsxFile(zh.rawPayload);
    expect(zhSheet?.data[0]?.slice(0, 3)).toEqual(['租户编号', '账号', '用户昵称']);
  });

  it('creates staff accounts from a BladeX sheet: names resolved in any language, passwords generated once', async () => {
    const before = (await users()).length;
    const result = dataOf<UserImportResult>(
      await importSheet(tokens.admin, [
        BLADEX_HEADER,
        [
          '000000',
          'WEB',
          'imp.anna',
          'Anna',
          'Anna Mushi',
          'anna@example.com',
          255700000001,
          'Company staff',
          'Sales department',
          'Sales representative',
          '1990-05-17',
        ],
        [
          '',
          null,
          'imp.ben',
          null,
          'Ben Oloo',
          null,
          null,
          '公司员工, Administrateur',
          'Head office,Sales department',
          null,
          null,
        ],
      ]),
    );
    expect(result).toMatchObject({ created: 2, updated: 0 });
    expect(result.passwords.map((p) => p.account)).toEqual(['imp.anna', 'imp.ben']);
    expect((await users()).length).toBe(before + 2);
    const anna = (await users()).find((user) => user.account === 'imp.anna');
    expect(anna).toMatchObject({
      name: 'Anna',
      realName: 'Anna Mushi',
      phone: '255700000001',
      email: 'anna@example.com',
      userType: 0,
      customerId: null,
      forceResetPassword: 'Y',
    });
    expect(anna?.postId).not.toBeNull();
    const detail = dataOf<{ birthday: string }>(
      await t.app.inject({ url: `/api/blade-user/detail?id=${anna?.id}`, headers: bearer(tokens.admin) }),
    );
    expect(detail.birthday).toMatch(/^1990-05-17/);
    expect(await linksOf('imp.anna')).toEqual({ roles: ['staff'], depts: ['Sales department'] });
    expect(await linksOf('imp.ben')).toEqual({
      roles: ['administrator', 'staff'],
      depts: ['Head office', 'Sales department'],
    });
    const password = result.passwords.find((p) => p.account === 'imp.ben')?.password ?? '';
    const session = await signIn(t.app, 'imp.ben', password);
    expect(session.body.force_reset_password ?? session.body.forceResetPassword).toBe('Y');
  });

  it('refuses a sheet with any bad row, naming each row in the reader language, and keeps all of it out', async () => {
    const before = await users();
    const response = await importSheet(
      tokens.admin,
      [
        ['Account', 'Real name', 'E-mail', 'Roles', 'Tenant number', 'Birthday'],
        ['imp.fine', 'Fine', null, null, null, null],
        ['imp.anna', 'Again', null, null, null, null],
        ['imp.carl', null, 'not-an-email', null, null, null],
        ['imp.dora', null, null, 'No such role', null, null],
        ['imp.ema', null, null, null, '100001', null],
        ['imp.fine', null, null, null, null, null],
        ['dist01', null, null, null, null, null],
        ['imp.gus', null, null, null, null, '17.05.1990'],
        [null, 'No account', null, null, null, null],
      ],
      '',
      'fr',
    );
    expect(response.statusCode).toBe(400);
    const { msg } = response.json();
    expect(msg).toMatch(
      /^Rien n'a été importé. Lignes à corriger \(8\) :\nligne 3 : Le compte existe déjà\nligne 4 : /,
    );
    expect(msg).toContain("ligne 5 : « No such role » n'existe pas pour « Rôles »");
    expect(msg).toContain('ligne 6 : La valeur « 100001 » de « Numéro de locataire »');
    expect(msg).toContain('ligne 7 : « imp.fine » apparaît plusieurs fois');
    expect(msg).toContain('ligne 8 : Le compte dist01 appartient à un client');
    expect(msg).toContain('ligne 9 : La valeur « 17.05.1990 »');
    expect(msg).toContain('ligne 10 : « Compte » ne doit pas être vide');
    expect(await users()).toEqual(before);
  });

  it('updates existing accounts with the filled cells when covering, leaving empty cells as they were', async () => {
    const anna = (await users()).find((user) => user.account === 'imp.anna');
    const result = dataOf<UserImportResult>(
      await importSheet(
        tokens.admin,
        [
          ['Account', 'Real name', 'Phone', 'Roles', 'Departments'],
          ['IMP.ANNA', 'Anna M. Mushi', null, 'Administrator', null],
          ['imp.new', 'New One', null, null, null],
        ],
        '?isCovered=1',
      ),
    );
    expect(result).toMatchObject({ created: 1, updated: 1 });
    const after = (await users()).find((user) => user.account === 'imp.anna');
    expect(after).toMatchObject({
      realName: 'Anna M. Mushi',
      phone: '255700000001',
      version: (anna?.version ?? 0) + 1,
    });
    expect(await linksOf('imp.anna')).toEqual({ roles: ['administrator'], depts: ['Sales department'] });
  });

  it("gives new accounts the tenant's account.initPassword when it is set, and lists no passwords", async () => {
    const param = dataOf<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/blade-system/param/submit',
        headers: bearer(tokens.admin),
        payload: { paramName: 'Initial password', paramKey: 'account.initPassword', paramValue: 'Welcome-2026' },
      }),
    );
    const result = dataOf<UserImportResult>(await importSheet(tokens.admin, [['Account'], ['imp.param']]));
    expect(result).toEqual({ created: 1, updated: 0, passwords: [] });
    await signIn(t.app, 'imp.param', 'Welcome-2026');
    await t.app.inject({
      method: 'POST',
      url: `/api/blade-system/param/remove?ids=${param.id}`,
      headers: bearer(tokens.admin),
    });
  });

  it("keeps another tenant's administrator inside its own tenant", async () => {
    const response = await importSheet(tokens.otherAdmin, [
      ['Account', 'Departments'],
      ['imp.other', 'Sales department'],
    ]);
    expect(response.json().msg).toContain('"Sales department"');
    const ok = dataOf<UserImportResult>(await importSheet(tokens.otherAdmin, [['Account'], ['imp.anna']]));
    expect(ok.created).toBe(1);
    const annas = (await users()).filter((user) => user.account === 'imp.anna').map((user) => user.tenantId);
    expect(annas.sort()).toEqual(['000000', '100001']);
  });

  it('lets only staff holding user_import import, and user_grant name roles', async () => {
    const before = await users();
    for (const token of [tokens.staff01, tokens.dist01, tokens['dist01-sub']]) {
      expect((await importSheet(token, [['Account'], ['imp.nobody']])).statusCode).toBe(403);
    }
    expect(await users()).toEqual(before);
  });

  it('refuses what is not an .xlsx file, and a sheet without the account column, in the reader language', async () => {
    const { body, type } = multipartFile(Buffer.from('account\nimp.csv\n'), 'users.csv');
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/import-user',
      headers: { ...bearer(tokens.admin), 'lang-type': 'sw', 'content-type': type },
      payload: body,
    });
    expect(csv.json()).toMatchObject({ code: 400, msg: expect.stringContaining('Pakia faili ya Excel .xlsx') });
    const noAccount = await importSheet(tokens.admin, [['Real name'], ['X']], '', 'zh');
    expect(noAccount.json().msg).toBe('缺少列“账号”，请使用下载的模板');
    const many = [['Account'], ...Array.from({ length: 501 }, (_, i) => [`imp.many${i}`])];
    expect((await importSheet(tokens.admin, many)).json().msg).toBe(
      'At most 500 rows can be imported at once: split the file',
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/import-user',
      headers: bearer(tokens.admin),
    });
    expect(empty.statusCode).toBe(400);
  });
});
