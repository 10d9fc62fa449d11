import type { SystemVersion } from '@smdp/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/http/datetime';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const NEWEST = '/api/blade-system/systemVersionManage/newest-version';
const HOUR = 3600 * 1000;

describe('GET /api/blade-system/systemVersionManage/newest-version', () => {
  let t: TestApp;
  let dist: string;
  let otherAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    dist = (await signIn(t.app, 'dist01')).accessToken;
    otherAdmin = (await signIn(t.app, 'admin', 'admin', '100001')).accessToken;
  });
  afterAll(() => t.close());

  const newest = (token: string, query = '?platform=pc', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${NEWEST}${query}`, headers: { ...bearer(token), ...headers } });
  const addVersion = (
    versionNumber: string,
    values: { effectTime: Date; status?: number; platform?: string; updateContent?: string },
  ) =>
    t.database.db
      .insertInto('systemVersion')
      .values({ versionNumber, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('gives the latest published version in effect, its time in the Zone-Id zone', async () => {
    const seeded = await t.database.db.selectFrom('systemVersion').selectAll().executeTakeFirstOrThrow();
    const body = dataOf<Record<string, unknown>>(await newest(dist, '?platform=pc', { 'zone-id': 'Asia/Shanghai' }));
    expect(body).toEqual({
      id: seeded.id,
      versionNumber: '1.0.0',
      effectTime: formatDateTime(seeded.effectTime, 'Asia/Shanghai'),
      updateContent: seeded.updateContent,
      status: 1,
    });
    expect(dataOf(await newest(dist, ''))).toEqual(dataOf(await newest(dist)));
  });

  it('skips drafts, future, deleted and other-platform versions', async () => {
    const now = Date.now();
    await addVersion('1.1.0', { effectTime: new Date(now - HOUR), status: 0 });
    await addVersion('2.0.0', { effectTime: new Date(now + HOUR), status: 1 });
    const deleted = await addVersion('1.2.0', { effectTime: new Date(now - HOUR), status: 1 });
    await t.database.db.updateTable('systemVersion').set({ isDeleted: 1 }).where('id', '=', deleted.id).execute();
    await addVersion('9.0.0', { effectTime: new Date(now - HOUR), status: 1, platform: 'app' });
    expect(dataOf(await newest(dist))).toMatchObject({ versionNumber: '1.0.0' });
    expect(dataOf(await newest(dist, '?platform=app'))).toMatchObject({ versionNumber: '9.0.0' });
    expect(dataOf(await newest(dist, '?platform=ios'))).toBeNull();
  });

  it('sanitises the HTML of the notes on the way out', async () => {
    await addVersion('1.3.0', {
      effectTime: new Date(Date.now() - 60_000),
      status: 1,
      updateContent:
        '<p onclick="steal()">Faster <b>orders</b></p><script>steal()</script><a href="javascript:steal()">x</a><iframe src="//evil"></iframe>',
    });
    const body = dataOf<{ versionNumber: string; updateContent: string }>(await newest(dist));
    expect(body.versionNumber).toBe('1.3.0');
    expect(body.updateContent).toBe('<p>Faster <b>orders</b></p><a>x</a>');
  });

  it('serves the same platform-wide notice to every tenant', async () => {
    expect(dataOf(await newest(otherAdmin))).toEqual(dataOf(await newest(dist)));
  });

  it('rejects a malformed platform with a translated 400', async () => {
    const response = await newest(dist, '?platform=PC%27--', { 'lang-type': 'zh' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('参数 platform 无效');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: NEWEST })).statusCode).toBe(401);
  });
});

describe('version management', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const BASE = '/api/blade-system/systemVersionManage';
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `${BASE}/${path}`,
      headers: { ...bearer(token), 'lang-type': lang, 'zone-id': 'Asia/Shanghai' },
      payload,
    });
  const submit = async (payload: Record<string, unknown>) =>
    dataOf<SystemVersion>(await call(tokens.admin, 'POST', 'submit', payload));
  const versionRows = () => t.database.db.selectFrom('systemVersion').selectAll().orderBy('id').execute();

  it('creates a draft with sanitised notes, pages, reads and updates it', async () => {
    const draft = await submit({
      versionNumber: '3.0.0',
      effectTime: '2026-01-02 08:00:00',
      updateContent: '<p>New <b>reports</b><img src=x onerror="alert(1)"></p><script>alert(2)</script>',
    });
    expect(draft).toMatchObject({
      platform: 'pc',
      versionNumber: '3.0.0',
      effectTime: '2026-01-02 08:00:00',
      status: 0,
      version: 1,
      updateContent: '<p>New <b>reports</b><img src="x"></p>',
    });
    const stored = await t.database.db
      .selectFrom('systemVersion')
      .select(['effectTime', 'updateContent'])
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ effectTime: new Date('2026-01-02T00:00:00Z'), updateContent: draft.updateContent });

    const page = dataOf<{ records: SystemVersion[]; total: number }>(
      await call(tokens.admin, 'GET', 'page?versionNumber=3.0&current=1&size=5'),
    );
    expect(page).toMatchObject({ total: 1, size: 5, records: [draft] });
    expect(dataOf(await call(tokens.admin, 'GET', `detail?id=${draft.id}`))).toEqual(draft);

    const updated = await submit({ id: draft.id, version: 1, versionNumber: '3.0.1', effectTime: '2026-01-03' });
    expect(updated).toMatchObject({ versionNumber: '3.0.1', effectTime: '2026-01-03 00:00:00', version: 2, status: 0 });
  });

  it('publishes a version, which then is the newest for everyone', async () => {
    const justNow = formatDateTime(new Date(Date.now() - 60_000), 'Asia/Shanghai');
    const draft = await submit({ versionNumber: '4.0.0', effectTime: justNow, updateContent: 'Hi' });
    expect(dataOf(await newestFor(tokens.dist01))).toMatchObject({ versionNumber: '1.0.0' });
    const published = dataOf<SystemVersion>(await call(tokens.admin, 'POST', `publish?id=${draft.id}`));
    expect(published).toMatchObject({ status: 1, version: 2 });
    expect(dataOf(await newestFor(tokens.dist01))).toMatchObject({ id: draft.id, versionNumber: '4.0.0' });
    expect(dataOf(await newestFor(tokens.otherAdmin))).toMatchObject({ id: draft.id });
    expect(dataOf(await call(tokens.admin, 'POST', `publish?id=${draft.id}`))).toMatchObject({ version: 2 });
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'systemVersion')
      .where('entityId', '=', draft.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'publish']);
  });

  it('removes versions with DELETE', async () => {
    const draft = await submit({ versionNumber: '5.0.0', effectTime: '2026-01-01 00:00:00' });
    expect(dataOf(await call(tokens.admin, 'DELETE', `remove?ids=${draft.id}`))).toBe(true);
    expect((await call(tokens.admin, 'GET', `detail?id=${draft.id}`)).statusCode).toBe(404);
    expect(dataOf(await call(tokens.admin, 'DELETE', `remove?ids=${draft.id}`))).toBe(false);
    // The number is free again once its version is removed.
    expect((await submit({ versionNumber: '5.0.0', effectTime: '2026-01-01 00:00:00' })).versionNumber).toBe('5.0.0');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const draft = await submit({ versionNumber: '6.0.0', effectTime: '2026-01-01 00:00:00' });
    await call(tokens.admin, 'POST', `publish?id=${draft.id}`);
    const rows = await versionRows();
    const stale = await call(tokens.admin, 'POST', 'submit', {
      id: draft.id,
      version: 1,
      versionNumber: '6.0.1',
      effectTime: '2026-01-01 00:00:00',
    });
    expect(stale.statusCode).toBe(409);
    expect(await versionRows()).toEqual(rows);
  });

  it('rejects bad input with a translated 400 and changes nothing', async () => {
    await submit({ versionNumber: '7.0.0', effectTime: '2026-01-01 00:00:00' });
    const rows = await versionRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ versionNumber: '', effectTime: '2026-01-01' }, 'zh', 'versionNumber'],
      [{ versionNumber: '1'.repeat(33), effectTime: '2026-01-01' }, 'zh', '最多输入 32 个字符'],
      [{ versionNumber: '7.1', effectTime: 'soon' }, 'en', 'effectTime'],
      [{ versionNumber: '7.1', effectTime: '2026-01-01', platform: 'P C' }, 'en', 'platform'],
      [{ versionNumber: '7.0.0', effectTime: '2026-01-01' }, 'fr', 'Le numéro de version 7.0.0 existe déjà'],
    ];
    for (const [payload, lang, expected] of cases) {
      const response = await call(tokens.admin, 'POST', 'submit', payload, lang);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(expected);
    }
    expect((await call(tokens.admin, 'POST', 'publish?id=x')).statusCode).toBe(400);
    expect((await call(tokens.admin, 'DELETE', 'remove?ids=')).statusCode).toBe(400);
    expect(await versionRows()).toEqual(rows);
  });

  it('is managed by the administrator tenant only, with the version codes', async () => {
    const draft = await submit({ versionNumber: '8.0.0', effectTime: '2026-01-01 00:00:00' });
    const rows = await versionRows();
    for (const token of [tokens.otherAdmin, tokens.staff01, tokens.dist01]) {
      expect((await call(token, 'GET', 'page')).statusCode).toBe(403);
      expect((await call(token, 'GET', `detail?id=${draft.id}`)).statusCode).toBe(403);
      const payload = { versionNumber: '8.1.0', effectTime: '2026-01-01' };
      expect((await call(token, 'POST', 'submit', payload)).statusCode).toBe(403);
      expect((await call(token, 'POST', `publish?id=${draft.id}`)).statusCode).toBe(403);
      expect((await call(token, 'DELETE', `remove?ids=${draft.id}`)).statusCode).toBe(403);
    }
    expect(await versionRows()).toEqual(rows);
    expect((await t.app.inject({ url: `${BASE}/page` })).statusCode).toBe(401);
  });

  const newestFor = (token: string) =>
    t.app.inject({ url: `${BASE}/newest-version?platform=pc`, headers: bearer(token) });
});
