import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyBmp, tinyPng } from '../../platform/files/test-images';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const DETAIL = '/api/blade-system/companySystemSetting/detail';

describe('GET /api/blade-system/companySystemSetting/detail', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const account of ['admin', 'dist01']) tokens[account] = (await signIn(t.app, account)).accessToken;
    tokens.otherAdmin = (await signIn(t.app, 'admin', 'admin', '100001')).accessToken;
  });
  afterAll(() => t.close());

  const settingOf = (tenantId: string) =>
    t.database.db
      .selectFrom('companySystemSetting')
      .select(['id', 'companyId'])
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow();
  const detail = (token: string, query = '') =>
    t.app.inject({ url: `${DETAIL}${query}`, headers: { ...bearer(token), 'lang-type': 'zh' } });

  it("gives a company's logo and shop switch to anyone signed in to its tenant", async () => {
    const own = await settingOf('000000');
    await t.database.db
      .updateTable('companySystemSetting')
      .set({ logo: '/img/logo.png' })
      .where('id', '=', own.id)
      .execute();
    const expected = {
      id: own.id,
      companyId: own.companyId,
      logo: '/img/logo.png',
      shopEnabled: true,
      allowSelfApproval: false,
    };
    expect(dataOf(await detail(tokens.admin!, `?companyId=${own.companyId}`))).toEqual(expected);
    expect(dataOf(await detail(tokens.dist01!, `?companyId=${own.companyId}`))).toEqual(expected);
    expect(dataOf(await detail(tokens.dist01!))).toEqual(expected);
    expect(dataOf(await detail(tokens.dist01!, '?companyId='))).toEqual(expected);
  });

  it("answers null for another tenant's company, and each tenant's default is its own", async () => {
    const own = await settingOf('000000');
    const other = await settingOf('100001');
    expect(dataOf(await detail(tokens.otherAdmin!, `?companyId=${own.companyId}`))).toBeNull();
    expect(dataOf(await detail(tokens.admin!, `?companyId=${other.companyId}`))).toBeNull();
    expect(dataOf(await detail(tokens.otherAdmin!))).toMatchObject({
      id: other.id,
      companyId: other.companyId,
      logo: null,
    });
    expect(dataOf(await detail(tokens.admin!, '?companyId=999999'))).toBeNull();
  });

  it('rejects a malformed companyId with a translated 400', async () => {
    const response = await detail(tokens.admin!, '?companyId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
    expect(response.json().msg).toContain('参数 companyId 无效');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: DETAIL })).statusCode).toBe(401);
  });
});

describe('company settings management and logos', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const BASE = '/api/blade-system/companySystemSetting';
  const get = (token: string, path: string) => t.app.inject({ url: `${BASE}/${path}`, headers: bearer(token) });
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const upload = (token: string, content: Buffer, filename = 'logo.png', lang = 'en') => {
    const boundary = '----smdp-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/upload-logo`,
      headers: { ...bearer(token), 'lang-type': lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };
  const own = () =>
    t.database.db
      .selectFrom('companySystemSetting')
      .selectAll()
      .where('tenantId', '=', '000000')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const settingRows = () => t.database.db.selectFrom('companySystemSetting').selectAll().orderBy('id').execute();
  const logoRows = () => t.database.db.selectFrom('companyLogo').select(['id', 'tenantId', 'logoKey']).execute();
  const newDept = async (tenantId: string, deptName: string) =>
    (
      await t.database.db
        .insertInto('bladeDept')
        .values({ tenantId, deptName })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('uploads a logo checked by content, serves it without a token, and saves it on the setting', async () => {
    const png = tinyPng();
    const uploaded = await upload(tokens.admin, png, 'company.PNG');
    const { url } = dataOf<{ url: string }>(uploaded);
    expect(url).toMatch(/^\/api\/blade-system\/companySystemSetting\/logo\/[a-f0-9]{32}$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    const setting = await own();
    const saved = dataOf<Record<string, unknown>>(
      await post(tokens.admin, 'submit', {
        id: setting.id,
        version: setting.version,
        companyId: setting.companyId,
        logo: url,
        shopEnabled: false,
      }),
    );
    expect(saved).toMatchObject({ logo: url, shopEnabled: false, companyName: 'Head office', version: 2 });
    expect(dataOf(await get(tokens.dist01, 'detail'))).toMatchObject({ logo: url, shopEnabled: false });

    // A bitmap renamed .jpg is still a bitmap, and is stored as one.
    const bmp = dataOf<{ url: string }>(await upload(tokens.admin, tinyBmp(), 'renamed.jpg'));
    expect((await t.app.inject({ url: bmp.url })).headers['content-type']).toBe('image/bmp');
    // Replacing the logo deletes the old file.
    await post(tokens.admin, 'submit', {
      id: setting.id,
      version: 2,
      companyId: setting.companyId,
      logo: bmp.url,
      shopEnabled: true,
    });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bmp.url })).statusCode).toBe(200);
  });

  it('refuses files that are not png, jpeg or bmp whatever their name, and files too big', async () => {
    const logos = await logoRows();
    const svg = await upload(tokens.admin, Buffer.from('<svg onload="alert(1)"/>'), 'logo.png', 'zh');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().msg).toBe('只能上传 png、jpeg、jpg 或 bmp 图片');
    const big = Buffer.concat([tinyPng(), Buffer.alloc(512 * 1024)]);
    const tooBig = await upload(tokens.admin, big, 'logo.png', 'en');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toBe('The image may be at most 512 KB');
    const none = await post(tokens.admin, 'upload-logo', { file: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Choose an image file');
    expect(await logoRows()).toEqual(logos);
  });

  it('lists, creates and removes company settings of the tenant', async () => {
    const branch = await newDept('000000', 'Branch office');
    const created = dataOf<{ id: string; companyName: string }>(
      await post(tokens.admin, 'submit', { companyId: branch, shopEnabled: true }),
    );
    expect(created).toMatchObject({ companyId: branch, companyName: 'Branch office', logo: null, version: 1 });
    const page = dataOf<{ records: { companyName: string }[]; total: number }>(await get(tokens.admin, 'list'));
    expect(page.records.map((row) => row.companyName)).toEqual(['Head office', 'Branch office']);
    expect(dataOf<{ total: number }>(await get(tokens.admin, 'list?companyName=branch')).total).toBe(1);
    expect(dataOf(await get(tokens.admin, `setting-detail?id=${created.id}`))).toEqual(created);
    const options = dataOf<{ id: string; deptName: string; hasSetting: boolean }[]>(
      await get(tokens.admin, 'company-options'),
    );
    expect(options.find((option) => option.id === branch)).toEqual({
      id: branch,
      deptName: 'Branch office',
      hasSetting: true,
    });
    const otherDepts = await t.database.db
      .selectFrom('bladeDept')
      .select('id')
      .where('tenantId', '=', '100001')
      .execute();
    expect(otherDepts.length).toBeGreaterThan(0);
    for (const { id } of otherDepts) expect(options.map((option) => option.id)).not.toContain(id);
    expect((await get(tokens.staff01, 'company-options')).statusCode).toBe(403);
    const again = await post(tokens.admin, 'submit', { companyId: branch }, 'fr');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('Cette société a déjà ses paramètres');
    expect(dataOf(await post(tokens.admin, `remove?ids=${created.id}`))).toBe(true);
    expect((await get(tokens.admin, `setting-detail?id=${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const setting = await own();
    const rows = await settingRows();
    const stale = await post(tokens.admin, 'submit', {
      id: setting.id,
      version: setting.version - 1,
      companyId: setting.companyId,
      shopEnabled: false,
    });
    expect(stale.statusCode).toBe(409);
    expect(await settingRows()).toEqual(rows);
  });

  it("rejects bad input, another tenant's company or logo, with a translated 400 and nothing changed", async () => {
    const setting = await own();
    const otherDept = await newDept('100001', 'Elsewhere');
    const otherLogo = dataOf<{ url: string }>(await upload(tokens.otherAdmin, tinyPng()));
    const rows = await settingRows();
    const base = { id: setting.id, version: setting.version, companyId: setting.companyId };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, companyId: 'x' }, 'en', 'companyId'],
      [{ ...base, shopEnabled: 'maybe' }, 'en', 'shopEnabled'],
      [{ ...base, allowSelfApproval: 'yes' }, 'en', 'allowSelfApproval'],
      [{ ...base, logo: 'x'.repeat(201) }, 'zh', '最多输入 200 个字符'],
      [{ ...base, logo: 'https://evil.example.com/logo.png' }, 'en', 'please upload it again'],
      [{ ...base, logo: otherLogo.url }, 'en', 'please upload it again'],
      [{ companyId: otherDept }, 'en', 'There is no such company in this tenant'],
    ];
    for (const [payload, lang, expected] of cases) {
      const response = await post(tokens.admin, 'submit', payload, lang);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect(await settingRows()).toEqual(rows);
  });

  it("never shows or changes another tenant's settings", async () => {
    const setting = await own();
    const rows = await settingRows();
    const list = dataOf<{ records: { id: string }[] }>(await get(tokens.otherAdmin, 'list'));
    expect(list.records.map((row) => row.id)).not.toContain(setting.id);
    expect((await get(tokens.otherAdmin, `setting-detail?id=${setting.id}`)).statusCode).toBe(404);
    const hijack = await post(tokens.otherAdmin, 'submit', {
      id: setting.id,
      version: setting.version,
      companyId: setting.companyId,
      shopEnabled: false,
    });
    expect(hijack.statusCode).toBe(400);
    expect(dataOf(await post(tokens.otherAdmin, `remove?ids=${setting.id}`))).toBe(false);
    expect(await settingRows()).toEqual(rows);
  });

  it('needs the setting codes to change anything', async () => {
    const setting = await own();
    const [rows, logos] = [await settingRows(), await logoRows()];
    for (const token of [tokens.staff01, tokens.dist01]) {
      expect((await get(token, 'list')).statusCode).toBe(403);
      expect((await post(token, 'submit', { companyId: setting.companyId })).statusCode).toBe(403);
      expect((await post(token, `remove?ids=${setting.id}`)).statusCode).toBe(403);
      expect((await upload(token, tinyPng())).statusCode).toBe(403);
    }
    expect(await settingRows()).toEqual(rows);
    expect(await logoRows()).toEqual(logos);
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/upload-logo` })).statusCode).toBe(401);
  });
});
