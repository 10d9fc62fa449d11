import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES, SHELL_NAMESPACES } from './i18n';

/**
 * The app loads a namespace when a component asks for it (`useTranslation('order')`), so a text read
 * from another namespace (`t('order:states.DRAFT')`) shows only if something loaded that namespace.
 * A file reading another namespace's texts names it in its own `useTranslation`, unless the shell
 * loads it at start; a helper without hooks is covered by the pages that use it, listed here.
 */
const HELPERS_USED_BY: Record<string, string[]> = {
  'modules/report/definitions/orders.ts': ['modules/report/pages/ReportCentrePage.tsx'],
  'modules/resource/pages/MessageRulePage.fields.tsx': ['modules/resource/pages/MessageRulePage.tsx'],
  'modules/workflow/doc-move-fields.tsx': [
    'modules/resource/pages/MessageRulePage.tsx',
    'modules/workflow/pages/WorkflowRulePage.tsx',
  ],
};

/** Loaded before any page inside the shell renders. */
const LOADED_WITH_SHELL = new Set<string>([...BOOT_NAMESPACES, ...SHELL_NAMESPACES]);

const src = join(__dirname, '..');
const namespaces = new Set(readdirSync(join(src, 'locales', 'en')).map((file) => file.replace('.json', '')));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The namespaces a file asks for: `useTranslation()` is `common`. */
function declared(text: string): Set<string> {
  const asked = new Set<string>();
  for (const match of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? '');
    for (const name of names.length ? names : ['common']) asked.add(name);
  }
  return asked;
}

/** The namespaces a file reads by prefix: `t('order:…')`, `` t(`workflow:…`) ``. */
const read = (text: string) =>
  new Set(
    [...text.matchAll(/\bt\(\s*[`'"]([a-zA-Z]+):/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => namespaces.has(name) && !LOADED_WITH_SHELL.has(name)),
  );

const files = new Map(sources(src).map((path) => [relative(src, path), readFileSync(path, 'utf8')]));

describe('namespaces a file reads', () => {
  it('are loaded at start, or named by the file, or by every page using the helper', () => {
    const unloaded: string[] = [];
    for (const [file, text] of files) {
      const missing = [...read(text)].filter((name) => !declared(text).has(name));
      if (!missing.length) continue;
      const users = HELPERS_USED_BY[file];
      if (!users) unloaded.push(`${file}: ${missing.join(', ')}`);
      for (const user of users ?? []) {
        const userMissing = missing.filter((name) => !declared(files.get(user) ?? '').has(name));
        if (userMissing.length) unloaded.push(`${user} (using ${file}): ${userMissing.join(', ')}`);
      }
    }
    expect(unloaded).toEqual([]);
  });

  it('exist, for every namespace the start and the shell load', () => {
    expect([...LOADED_WITH_SHELL].filter((name) => !namespaces.has(name))).toEqual([]);
  });
});
