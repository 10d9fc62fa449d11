import type { Registration } from '@smdp/contracts/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { PENDING_APPROVAL } from '../user';

type Page<T> = { records: T[]; total: number };
const BASE = '/api/blade-system/registration';

describe('guest registration approval', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    for (const [tenantId, account] of [
      ['000000', 'guest-a'],
      ['000000', 'guest-b'],
      ['000000', 'guest-c'],
      ['100001', 'guest-x'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blade-user/register-guest',
        query: { tenantId, account, name: `Guest ${account}`, password: 'Guest#1', password2: 'Guest#1' },
      });
      expect(response.statusCode).toBe(200);
      const user = await t.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      ids[account] = user.id;
    }
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') =>
    dataOf<Page<Registration>>(await t.app.inject({ url: `${BASE}/list${query}`, headers: bearer(token) }));
  const post = (token: string, path: string, payload?: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const users = () =>
    t.database.db
      .selectFrom('bladeUser')
      .select(['id', 'account', 'status', 'isDeleted', 'version'])
      .where('account', 'like', 'guest-%')
      .orderBy('id')
      .execute();
  const decisions = () => t.database.db.selectFrom('userRegistration').selectAll().orderBy('id').execute();
  const messagesTo = (userId: string | undefined) =>
    t.database.db
      .selectFrom('bladeMessage')
      .selectAll()
      .where('recipientUserId', '=', userId ?? '0')
      .execute();

  it('lists the pending registrations of the tenant only', async () => {
    const page = await list(tokens.admin, '?state_equal=PENDING');
    expect(page.records.map((row) => row.account).sort()).toEqual(['guest-a', 'guest-b', 'guest-c']);
    expect(page.records[0]).toMatchObject({ state: 'PENDING', reason: null, decidedBy: null, decidedTime: null });
    expect((await list(tokens.otherAdmin)).records.map((row) => row.account)).toEqual(['guest-x']);
    expect((await list(tokens.admin, '?account_like=guest-b')).total).toBe(1);
  });

  it('approves: the account signs in, the applicant has a message, the audit has the decision', async () => {
    expect(dataOf(await post(tokens.admin, `approve?ids=${ids['guest-a']}`, undefined, 'zh'))).toBe(true);
    const session = await signIn(t.app, 'guest-a', 'Guest#1');
    expect(session.accessToken).toBeTruthy();
    expect(await messagesTo(ids['guest-a'])).toMatchObject([
      {
        title: '注册申请已通过',
        content: '账号 guest-a 已启用，现在可以登录。',
        category: 'APPROVAL',
        tenantId: '000000',
      },
    ]);
    const [row] = (await list(tokens.admin, '?state_equal=APPROVED')).records;
    expect(row).toMatchObject({ account: 'guest-a', state: 'APPROVED', decidedBy: 'admin' });
    const audit = await t.database.db.selectFrom('auditLog').selectAll().where('entity', '=', 'registration').execute();
    expect(audit).toMatchObject([{ action: 'approve', entityId: ids['guest-a'], account: 'admin' }]);
  });

  it('rejects with a reason: the account is removed, its name free again, the applicant told why', async () => {
    const rejected = await post(tokens.admin, 'reject', { ids: ids['guest-b'], reason: 'Unknown company' });
    expect(dataOf(rejected)).toBe(true);
    const user = (await users()).find((row) => row.id === ids['guest-b']);
    expect(user).toMatchObject({ status: PENDING_APPROVAL, isDeleted: 1 });
    expect(await messagesTo(ids['guest-b'])).toMatchObject([
      {
        title: 'Your registration was rejected',
        content: 'The registration of guest-b was rejected. Reason: Unknown company',
      },
    ]);
    expect((await list(tokens.admin, '?state_equal=REJECTED')).records).toMatchObject([
      { account: 'guest-b', state: 'REJECTED', reason: 'Unknown company' },
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/register-guest',
      query: { tenantId: '000000', account: 'guest-b', password: 'Guest#1', password2: 'Guest#1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a decided registration and bad input with a translated 400, changing nothing', async () => {
    const before = [await users(), await decisions()];
    const decided = await post(tokens.admin, `approve?ids=${ids['guest-a']},${ids['guest-c']}`, undefined, 'ru');
    expect(decided.statusCode).toBe(400);
    expect(decided.json().msg).toBe('Эта регистрация уже рассмотрена');
    const noReason = await post(tokens.admin, 'reject', { ids: ids['guest-c'], reason: '  ' }, 'zh');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('reason');
    const longReason = await post(tokens.admin, 'reject', { ids: ids['guest-c'], reason: 'x'.repeat(201) }, 'zh');
    expect(longReason.json().msg).toContain('最多输入 200 个字符');
    expect((await post(tokens.admin, 'approve?ids=')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `${BASE}/list?state_equal=MAYBE`, headers: bearer(tokens.admin) })).statusCode,
    ).toBe(400);
    expect([await users(), await decisions()]).toEqual(before);
  });

  it("cannot decide another tenant's registration", async () => {
    const before = [await users(), await decisions()];
    const approve = await post(tokens.otherAdmin, `approve?ids=${ids['guest-c']}`);
    expect(approve.statusCode).toBe(400);
    const reject = await post(tokens.otherAdmin, 'reject', { ids: ids['guest-c'], reason: 'no' });
    expect(reject.statusCode).toBe(400);
    expect([await users(), await decisions()]).toEqual(before);
  });

  it('needs registration_view to list and registration_approve to decide', async () => {
    const before = [await users(), await decisions()];
    for (const token of [tokens.staff01, tokens.dist01]) {
      expect((await t.app.inject({ url: `${BASE}/list`, headers: bearer(token) })).statusCode).toBe(403);
      expect((await post(token, `approve?ids=${ids['guest-c']}`)).statusCode).toBe(403);
      expect((await post(token, 'reject', { ids: ids['guest-c'], reason: 'no' })).statusCode).toBe(403);
    }
    expect([await users(), await decisions()]).toEqual(before);
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
  });
});
