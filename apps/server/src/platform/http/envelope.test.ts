import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('envelope and error rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API call with a translated 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/call', headers: { 'lang-type': 'fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, success: false, data: null, msg: "Cet appel d'API n'existe pas" });
  });

  it('explains a too long or missing value in the caller language', async () => {
    const long = await t.app.inject({
      url: `/api/blade-system/tenant/info?domain=${'x'.repeat(300)}`,
      headers: { 'lang-type': 'zh' },
    });
    expect(long.json()).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '参数 domain 无效：最多输入 255 个字符',
    });
    const missing = await t.app.inject({ url: '/api/blade-system/tenant/info', headers: { 'lang-type': 'sw' } });
    expect(missing.json().msg).toBe('Kigezo domain si sahihi: Sehemu hii inahitajika');
  });

  it('sends API answers uncacheable and unsniffable, without the page policies', async () => {
    const response = await t.app.inject({ url: '/api/blade-system/tenant/info?domain=localhost' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBeUndefined();
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.headers['content-security-policy']).toBeDefined();
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const references = [...response.body.matchAll(/#\/components\/schemas\/([\w.-]+)/g)].map((match) => match[1]);
    for (const name of references) expect(document.components.schemas, `dangling $ref ${name}`).toHaveProperty(name!);
  });
});
