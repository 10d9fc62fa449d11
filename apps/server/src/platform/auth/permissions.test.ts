import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('button permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const sessionOf = async (account: string, tenantId?: string) =>
    t.app.deps.tokens.verify((await signIn(t.app, account, account, tenantId)).accessToken);

  it('gives each caller the codes granted to the roles they hold, within their tenant', async () => {
    const { permissions } = t.app.deps;
    const admin = await permissions.codesOf(await sessionOf('admin'));
    const dist = await permissions.codesOf(await sessionOf('dist01'));
    const sub = await permissions.codesOf(await sessionOf('dist01-sub'));
    expect(admin.has('user_add')).toBe(true);
    expect(admin.has('role_grant')).toBe(true);
    expect(dist.has('user_add')).toBe(false);
    expect(dist.has('order_edit')).toBe(true);
    expect(sub.has('order_edit')).toBe(false);
  });

  it('ignores a role named in the token once it is taken away, after invalidate', async () => {
    const { permissions, db } = t.app.deps;
    const session = await sessionOf('staff01');
    expect((await permissions.codesOf(session)).size).toBeGreaterThan(0);
    const links = await db.deleteFrom('bladeUserRole').where('userId', '=', session.userId).returningAll().execute();
    permissions.invalidate();
    expect((await permissions.codesOf(session)).size).toBe(0);
    await db.insertInto('bladeUserRole').values(links).execute();
    permissions.invalidate();
  });
});
