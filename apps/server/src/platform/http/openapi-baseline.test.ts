import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The published API may grow, never change: every operation and named schema of the committed
 * baseline must still be in the live document, unchanged. Refresh the baseline after adding calls
 * on purpose with `OPENAPI_BASELINE=write npx vitest run --root apps/server openapi-baseline`.
 */
const BASELINE = fileURLToPath(new URL('../../../openapi.baseline.json', import.meta.url));

type OpenApi = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

let test: TestApp;
let live: OpenApi;

beforeAll(async () => {
  test = await createTestApp();
  await test.app.ready();
  live = JSON.parse(JSON.stringify(test.app.swagger())) as OpenApi;
  if (process.env.OPENAPI_BASELINE === 'write') writeFileSync(BASELINE, `${JSON.stringify(live, null, 2)}\n`);
});
afterAll(() => test.close());

describe('the OpenAPI document against the committed baseline', () => {
  const baseline = () => JSON.parse(readFileSync(BASELINE, 'utf8')) as OpenApi;

  it('still has every operation of the baseline, unchanged', () => {
    const changed: string[] = [];
    for (const [path, operations] of Object.entries(baseline().paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        try {
          expect(live.paths[path]?.[method]).toEqual(operation);
        } catch {
          changed.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(changed).toEqual([]);
  });

  it('still has every named schema of the baseline, unchanged', () => {
    for (const [name, schema] of Object.entries(baseline().components?.schemas ?? {})) {
      expect(live.components?.schemas?.[name], name).toEqual(schema);
    }
  });
});
