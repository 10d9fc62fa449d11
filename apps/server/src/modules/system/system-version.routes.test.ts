import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/http/datetime';
import { bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';

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
