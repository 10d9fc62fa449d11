import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from '../../testing/test-app';

describe('GET /api/blade-system/tenant/info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .updateTable('bladeTenant')
      .set({ domain: 'portal.example.com' })
      .where('tenantId', '=', '100001')
      .execute();
  });
  afterAll(() => t.close());

  it('resolves a tenant from its domain, whatever the scheme, port or case', async () => {
    const response = await t.app.inject({
      url: '/api/blade-system/tenant/info?domain=https://Portal.Example.com:8443/x',
    });
    expect(dataOf(response)).toEqual({
      tenantId: '100001',
      tenantName: 'Second trading company',
      domain: 'portal.example.com',
    });
  });

  it('returns null for a domain no tenant uses', async () => {
    expect(dataOf(await t.app.inject({ url: '/api/blade-system/tenant/info?domain=localhost' }))).toBeNull();
  });

  it('rejects a missing domain with a translated 400 and needs no sign-in', async () => {
    const response = await t.app.inject({ url: '/api/blade-system/tenant/info', headers: { 'lang-type': 'zh' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
    expect(response.json().msg).toContain('参数 domain 无效');
  });
});
