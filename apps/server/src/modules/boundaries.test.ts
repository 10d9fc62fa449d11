import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module's `index.ts` is its only face (architecture.md §7): no file of `modules/a/` may import a
 * file of `modules/b/` other than `modules/b/index.ts`. Tests count too: they show how a module is used.
 */
const MODULES = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `customer` for `modules/customer/x.ts`; null for `modules/index.ts` (the list of all modules). */
const moduleOf = (path: string) => {
  const parts = relative(MODULES, path).split('/');
  return parts.length > 1 && !parts[0]?.startsWith('..') ? parts[0] : null;
};

function crossings(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(MODULES)) {
    const own = moduleOf(file);
    if (!own) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = resolve(dirname(file), specifier);
      const other = moduleOf(target);
      if (!other || other === own) continue;
      const face = relative(join(MODULES, other), target);
      if (face === '' || face === 'index' || face === 'index.ts') continue;
      found.push(`${relative(MODULES, file)} -> ${relative(MODULES, target)}`);
    }
  }
  return found.sort();
}

/** Crossings that predate the rule, each to be removed with its fix (issue 10); never add to it. */
const NOT_YET_FIXED: readonly string[] = [];

describe('module boundaries', () => {
  it('imports of another module go through its index.ts only', () => {
    expect(crossings()).toEqual([...NOT_YET_FIXED].sort());
  });
});
