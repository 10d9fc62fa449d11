import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, xlsxOf } from '../testing/sheets';
import { BASIC_AUTH, createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../testing/test-app';

/**
 * Excel imports as Saber 2.9 sends them (`src/views/system/user.vue`, `src/views/base/region.vue`): avue's
 * upload column posts the file in the multipart field `file` to `action`, which the `excelForm.isCovered`
 * watcher sets to `...?isCovered=<0|1>`, through the axios instance (Basic and Blade-Auth headers); the
 * `uploadAfter` hook then closes the dialog and reloads. `handleTemplate` opens the template with
 * `window.open(url?Blade-Auth=<token>)`: a plain browser request carrying no header of the client's.
 */
let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoAccounts(t.app);
});
afterAll(() => t.close());

async function avueUpload(action: string, rows: (string | number | null)[][]) {
  const { body, type } = multipartFile(await xlsxOf(rows), 'import.xlsx', 'application/vnd.ms-excel');
  return t.app.inject({
    method: 'POST',
    url: action,
    headers: { authorization: BASIC_AUTH, 'blade-auth': `bearer ${tokens.admin}`, 'content-type': type },
    payload: body,
  });
}

describe('Saber 2.9 Excel imports', () => {
  it('user.vue: a BladeX UserExcel sheet imports through the upload column, answered in the envelope', async () => {
    const response = await avueUpload('/api/blade-user/import-user?isCovered=0', [
      ['租户编号', '用户平台名称', '账户', '昵称', '姓名', '邮箱', '手机', '角色名称', '部门名称', '岗位名称', '生日'],
      [
        '000000',
        'PC',
        'saber.imp',
        'Saber',
        'Saber Import',
        null,
        '13800000099',
        '公司员工',
        'Head office',
        null,
        null,
      ],
    ]);
    expect(response.json()).toMatchObject({ code: 200, success: true, data: { created: 1, updated: 0 } });
    const again = await avueUpload('/api/blade-user/import-user?isCovered=1', [
      ['账户', '姓名'],
      ['saber.imp', 'Saber Imported'],
    ]);
    expect(again.json()).toMatchObject({ code: 200, data: { created: 0, updated: 1 } });
    // Saber's uploadAfter shows the envelope's msg on a refusal (axios interceptor): a readable text.
    const refused = await avueUpload('/api/blade-user/import-user?isCovered=0', [['账户'], ['saber.imp']]);
    expect(refused.json()).toMatchObject({ code: 400, success: false, msg: expect.stringContaining('row 2') });
  });

  it('region.vue: a BladeX RegionExcel sheet imports, its derived columns ignored', async () => {
    const response = await avueUpload('/api/blade-system/region/import-region?isCovered=0', [
      ['区划编号', '父区划编号', '祖区划编号', '区划名称', '省级区划编号', '省级名称', '层级', '排序', '备注'],
      ['CN-45', '00', '00,CN', 'Guangxi', 'CN-45', 'Guangxi', 2, 5, null],
    ]);
    expect(response.json()).toMatchObject({ code: 200, data: { created: 1 } });
    // BladeX's provinces hang under 00, the top of its tree: here too, so they become top-level regions.
    const region = await t.database.db
      .selectFrom('bladeRegion')
      .select(['parentId', 'regionLevel', 'sort'])
      .where('code', '=', 'CN-45')
      .executeTakeFirstOrThrow();
    expect(region).toEqual({ parentId: '0', regionLevel: 1, sort: 5 });
  });

  it('handleTemplate: window.open with the token in the URL gets the sheet, headed in the browser language', async () => {
    for (const path of ['/api/blade-user/export-template', '/api/blade-system/region/export-template']) {
      const response = await t.app.inject({
        url: `${path}?Blade-Auth=bearer ${tokens.admin}`,
        headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const [sheet] = await readXlsxFile(response.rawPayload);
      expect(String(sheet?.data[0]?.[0])).toMatch(/^(租户编号|区域编号)$/);
    }
  });
});
