import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Permission (button) codes are declared once, in packages/contracts (`buttonCodes`): a route's guard,
 * a seed's button and a page's button name the same constant. This finds every seeded button code
 * written out as a string in the server or web source instead.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/server/src', 'apps/web/src'].map((dir) => join(ROOT, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments may cite a code as an example; only code that runs must name the constant. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

let test: TestApp;
let codes: Set<string>;
beforeAll(async () => {
  test = await createTestApp();
  const buttons = await test.database.db.selectFrom('bladeMenu').select('code').where('category', '=', 2).execute();
  codes = new Set(buttons.map((button) => button.code));
});
afterAll(() => test.close());

describe('permission codes', () => {
  it('are named from packages/contracts, never written out in the apps', () => {
    expect(codes.size).toBeGreaterThan(50);
    const literals: string[] = [];
    for (const file of SOURCES.flatMap(sourceFiles)) {
      for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(
        /['"`]([a-z][a-z0-9_]*_[a-z0-9]+)['"`]/g,
      )) {
        if (codes.has(match[1] ?? '')) literals.push(`${relative(ROOT, file)}: ${match[1]}`);
      }
    }
    expect(literals).toEqual([]);
  });
});
