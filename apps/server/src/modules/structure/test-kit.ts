import type { LightMyRequestResponse } from 'fastify';
import { auditCount } from '../../testing/audit-trail';
import { bearer, createTestApp, type DemoTokens, signInDemoAccounts, type TestApp } from '../../testing/test-app';

/** What the route tests of this area share: a test app with the demo accounts signed in, and call helpers. */
export type Kit = {
  t: TestApp;
  tokens: DemoTokens;
  get: (token: string, path: string, lang?: string) => Promise<LightMyRequestResponse>;
  post: (token: string, path: string, body?: unknown, lang?: string) => Promise<LightMyRequestResponse>;
  /** How many audit entries exist for `entity`. */
  audits: (entity: string) => Promise<number>;
};

export async function structureKit(base: string): Promise<Kit> {
  const t = await createTestApp();
  const tokens = await signInDemoAccounts(t.app);
  return {
    t,
    tokens,
    get: (token, path, lang = 'en') =>
      t.app.inject({ url: `${base}/${path}`, headers: { ...bearer(token), 'lang-type': lang } }),
    post: (token, path, body, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `${base}/${path}`,
        headers: { ...bearer(token), 'lang-type': lang },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    audits: (entity) => auditCount(t.database.db, entity),
  };
}
