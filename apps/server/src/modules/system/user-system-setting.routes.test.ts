import type { UserSetting } from '@smdp/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';

const DETAIL = '/api/blade-system/userSystemSetting/detail';
const SUBMIT = '/api/blade-system/userSystemSetting/submit';

describe('blade-system/userSystemSetting', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const account of ['admin', 'dist01', 'staff01']) tokens[account] = (await signIn(t.app, account)).accessToken;
    tokens.otherAdmin = (await signIn(t.app, 'admin', 'admin', '100001')).accessToken;
  });
  afterAll(() => t.close());

  const detail = async (token: string) =>
    dataOf<UserSetting | null>(await t.app.inject({ url: `${DETAIL}?type=pc`, headers: bearer(token) }));
  const submit = (token: string, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: SUBMIT, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const rowsOf = () => t.database.db.selectFrom('userSystemSetting').selectAll().orderBy('id').execute();

  it("reads and saves the caller's own settings, each save moving the version on", async () => {
    const before = await detail(tokens.dist01!);
    expect(before).toEqual({ id: expect.any(String), type: 'pc', timeZone: 'UTC', ipoStatus: 3, version: 1 });
    const saved = dataOf<UserSetting>(
      await submit(tokens.dist01!, { timeZone: 'Africa/Nairobi', ipoStatus: 2, version: 1 }),
    );
    expect(saved).toEqual({ id: before!.id, type: 'pc', timeZone: 'Africa/Nairobi', ipoStatus: 2, version: 2 });
    expect(await detail(tokens.dist01!)).toEqual(saved);
    expect(await t.app.inject({ url: DETAIL, headers: bearer(tokens.dist01!) }).then(dataOf)).toEqual(saved); // type defaults to pc
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const current = (await detail(tokens.dist01!))!;
    const rows = await rowsOf();
    const stale = await submit(tokens.dist01!, {
      timeZone: 'Europe/Paris',
      ipoStatus: 1,
      version: current.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, success: false });
    expect(await rowsOf()).toEqual(rows);
  });

  it('rejects an unknown time zone or business mode with a translated 400 and changes nothing', async () => {
    const { version } = (await detail(tokens.dist01!))!;
    const rows = await rowsOf();
    const zone = await submit(tokens.dist01!, { timeZone: 'Mars/Olympus', ipoStatus: 1, version }, 'fr');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().msg).toBe('Fuseau horaire Mars/Olympus inconnu');
    const mode = await submit(tokens.dist01!, { timeZone: 'UTC', ipoStatus: 4, version }, 'zh');
    expect(mode.statusCode).toBe(400);
    expect(mode.json().msg).toContain('参数 ipoStatus 无效');
    expect((await submit(tokens.dist01!, { ipoStatus: 1, version })).statusCode).toBe(400);
    expect(await rowsOf()).toEqual(rows);
  });

  it('creates the first setting without a version, and a second create is a 409', async () => {
    await t.database.db
      .deleteFrom('userSystemSetting')
      .where('userId', '=', await staffId())
      .execute();
    expect(await detail(tokens.staff01!)).toBeNull();
    const created = dataOf<UserSetting>(await submit(tokens.staff01!, { timeZone: 'Asia/Shanghai', ipoStatus: '1' }));
    expect(created).toMatchObject({ type: 'pc', timeZone: 'Asia/Shanghai', ipoStatus: 1, version: 1 });
    expect((await submit(tokens.staff01!, { timeZone: 'UTC', ipoStatus: 1 })).statusCode).toBe(409);
    expect(await detail(tokens.staff01!)).toEqual(created);
  });

  it("touches only the caller's row, whatever id the body names, and never another tenant's", async () => {
    const dist = (await detail(tokens.dist01!))!;
    const other = (await detail(tokens.otherAdmin!))!;
    expect(other.id).not.toBe(dist.id);
    const rowsBefore = await rowsOf();
    const saved = dataOf<UserSetting>(
      await submit(tokens.otherAdmin!, { id: dist.id, timeZone: 'America/Lima', ipoStatus: 1, version: other.version }),
    );
    expect(saved.id).toBe(other.id);
    expect(await detail(tokens.dist01!)).toEqual(dist);
    const changed = (await rowsOf()).filter((row, index) => row.version !== rowsBefore[index]!.version);
    expect(changed.map((row) => [row.tenantId, row.id])).toEqual([['100001', other.id]]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: DETAIL })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: SUBMIT, payload: { timeZone: 'UTC', ipoStatus: 1 } })).statusCode,
    ).toBe(401);
  });

  const staffId = async () =>
    (
      await t.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('account', '=', 'staff01')
        .executeTakeFirstOrThrow()
    ).id;
});
