import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { md5 } from '../../platform/auth/password';
import { SESSION_POLL_MS } from '../../platform/auth/session-gate';
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

/** Several calls of different modules, reads and writes: a session that ended must open none of them. */
const CALLS: InjectOptions[] = [
  { url: '/api/blade-auth/oauth/user-info' },
  { url: '/api/blade-user/info' },
  { url: '/api/blade-system/menu/routes-web' },
  { url: '/api/blade-resource/msg/unread' },
  { method: 'POST', url: '/api/blade-user/update-info', payload: { version: 1 } },
];
/** What "within seconds" means here: a few polls of the other instance. */
const WITHIN_MS = SESSION_POLL_MS * 5;

describe('ending sessions on every instance (two servers, one database)', () => {
  let a: TestApp;
  let b: App;
  let tokens: DemoTokens;
  beforeAll(async () => {
    a = await createTestApp();
    b = await a.anotherInstance();
    tokens = await signInDemoAccounts(a.app);
  });
  afterAll(() => a.close());

  const statusOf = async (app: App, token: string, call: InjectOptions = CALLS[0]!) =>
    (await app.inject({ ...call, headers: { ...bearer(token), ...call.headers } })).statusCode;
  const userId = async (account: string, tenantId = '000000') =>
    (
      await a.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('account', '=', account)
        .where('tenantId', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).id;
  const post = (token: string, url: string, body: Record<string, unknown>) =>
    a.app.inject({ method: 'POST', url: `/api/blade-user/${url}`, headers: bearer(token), payload: body });
  const passwordGrant = (app: App, account: string, password: string, tenantId = '000000') =>
    app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC_AUTH, 'tenant-id': tenantId },
      query: { tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' },
    });

  /** The token opens a session on both instances now (so a later 401 is the change's doing). */
  async function expectOpen(token: string) {
    expect(await statusOf(a.app, token)).toBe(200);
    expect(await statusOf(b, token)).toBe(200);
  }

  /** Refused at once on the instance that made the change, and within seconds on the other, on every call. */
  async function expectEnded(token: string, { changedOnA = true } = {}) {
    const started = Date.now();
    const waitFor = async (app: App, name: string) => {
      while ((await statusOf(app, token)) !== 401) {
        expect(Date.now() - started, `${name} still accepts the token`).toBeLessThan(WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    if (changedOnA) for (const call of CALLS) expect(await statusOf(a.app, token, call), `A ${call.url}`).toBe(401);
    else await waitFor(a.app, 'A');
    await waitFor(b, 'B');
    for (const call of CALLS) expect(await statusOf(b, token, call), `B ${call.url}`).toBe(401);
    return Date.now() - started;
  }

  it('a disabled account: every session ends; enabled again, only a new sign-in works', async () => {
    const here = await signIn(b, 'staff01');
    await expectOpen(here.accessToken);
    const id = await userId('staff01');
    expect(dataOf(await post(tokens.admin, 'account-enable-disable', { userIds: id, status: 0 }))).toBe(true);
    const waited = await expectEnded(here.accessToken);
    console.log(`instance B refused the disabled account's token ${waited} ms after A disabled it`);
    expect(dataOf(await post(tokens.admin, 'account-enable-disable', { userIds: id, status: 1 }))).toBe(true);
    expect(await statusOf(b, here.accessToken)).toBe(401);
    const fresh = await signIn(b, 'staff01');
    await expectOpen(fresh.accessToken);
  });

  it("an administrator's reset ends every session, and a sign-in in the same second still counts", async () => {
    const first = await signIn(a.app, 'dist01-sub');
    const second = await signIn(b, 'dist01-sub');
    await expectOpen(first.accessToken);
    const reset = dataOf<{ password: string }[]>(
      await post(tokens.admin, 'reset-password', { userIds: await userId('dist01-sub') }),
    );
    const right = await passwordGrant(b, 'dist01-sub', reset[0]!.password);
    expect(right.statusCode).toBe(200);
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
    await expectOpen(right.json().access_token);
  });

  it('update-password-by-id and update-owner-password end the sessions of the account they set', async () => {
    const bySomeoneElse = await signIn(b, 'dist01-sub', 'x', '000000').catch(() => null);
    expect(bySomeoneElse).toBeNull(); // the reset above changed it
    const id = await userId('dist01-sub');
    expect(dataOf(await post(tokens.admin, 'update-password-by-id', { userId: id, newPassword: md5('one') }))).toBe(
      true,
    );
    const one = (await passwordGrant(b, 'dist01-sub', 'one')).json().access_token;
    await expectOpen(one);
    expect(
      dataOf(await post(tokens.dist01, 'update-owner-password', { userId: id, newPassword: md5('dist01-sub') })),
    ).toBe(true);
    await expectEnded(one);
  });

  it('a password the user changes ends every other session; the one that changed it stays', async () => {
    const here = await signIn(a.app, 'dist01-sub');
    const elsewhere = await signIn(b, 'dist01-sub');
    await expectOpen(elsewhere.accessToken);
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/blade-user/update-password',
      headers: bearer(here.accessToken),
      query: { oldPassword: md5('dist01-sub'), newPassword: md5('dist01-sub'), newPassword1: md5('dist01-sub') },
    });
    expect(dataOf(changed)).toBe(true);
    await expectEnded(elsewhere.accessToken);
    await expectOpen(here.accessToken);
  });

  it('a tenant disabled or expired ends the sessions of its users; restored, they work again', async () => {
    const other = tokens.otherAdmin;
    await expectOpen(other);
    const tenant = a.database.db.updateTable('bladeTenant').where('tenantId', '=', '100001');
    await tenant.set({ status: 0 }).execute(); // as another instance or a script would: only the poll sees it
    await expectEnded(other, { changedOnA: false });
    await tenant.set({ status: 1 }).execute();
    await a.app.deps.sessions.sync();
    await b.deps.sessions.sync();
    await expectOpen(other);
    await tenant.set({ expireTime: new Date(Date.now() - 1000) }).execute();
    await expectEnded(other, { changedOnA: false });
    await tenant.set({ expireTime: null }).execute();
    await a.app.deps.sessions.sync();
    await b.deps.sessions.sync();
    await expectOpen(other);
    expect(await statusOf(b, tokens.admin)).toBe(200); // the other tenant was never touched
  });

  it('a deleted account: every session ends', async () => {
    const staff = await signIn(b, 'staff01');
    await expectOpen(staff.accessToken);
    const removed = await a.app.inject({
      method: 'POST',
      url: `/api/blade-user/remove?ids=${await userId('staff01')}`,
      headers: bearer(tokens.admin),
    });
    expect(dataOf(removed)).toBe(true);
    await expectEnded(staff.accessToken);
  });
});

describe('unlocking an account', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    // Five attempts a minute per account (the floor), so the limiter, not the lock, refuses the sixth.
    t = await createTestApp({ tokenRateLimitPerMinute: 15, loginLockout: { maxFailures: 100, lockMinutes: 30 } });
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it("also clears the per-minute count of the account's sign-in attempts", async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC_AUTH, 'x-forwarded-for': '10.0.0.9' },
        query: { tenantId: '000000', username: 'staff01', password: md5(password), grant_type: 'password' },
      });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).json().error_description).toBe('Bad credentials');
    expect((await attempt('staff01')).json().error_description).toMatch(/Too many requests/);
    const id = (
      await t.database.db
        .selectFrom('bladeUser')
        .select('id')
        .where('account', '=', 'staff01')
        .executeTakeFirstOrThrow()
    ).id;
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/blade-user/unlock',
      headers: bearer(tokens.admin),
      payload: { userIds: id },
    });
    expect(dataOf(unlocked)).toBe(true);
    expect((await attempt('staff01')).statusCode).toBe(200);
  });
});
