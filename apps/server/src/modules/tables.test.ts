import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module names only the tables it owns (architecture.md §7): the owner is the module whose
 * `<m>.tables.ts` declares the table (`platform` for `platform/**\/*.tables.ts`). For another module's
 * data, call its API (`index.ts`); for a join, use the owner's expression helper.
 *
 * A module "names" a table when one of its files holds a string literal equal to the table's Kysely name,
 * or starting with `<name> as ` ('baseCustomer', 'warehouse as w'): what selectFrom, joins, updateTable,
 * insertInto, deleteFrom, tenantRows and lockRow take. Seeds (`<m>.seed.ts`) count: they run in
 * production. Tests are not scanned: they arrange and inspect
 * rows of any table as fixtures, and a table change that breaks a test shows at once in that test.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const tablesFiles = () =>
  [...sourceFiles(MODULES), ...sourceFiles(join(SRC, 'platform'))].filter((path) => path.endsWith('.tables.ts'));

/** `customer` for `modules/customer/...`, `platform` for `platform/...`. */
const ownerOf = (path: string) => {
  const [area, module] = relative(SRC, path).split('/');
  return area === 'modules' ? (module ?? '') : 'platform';
};

/** The keys of the file's `export type <X>Tables = { name: Type; ... }`: the tables it owns. */
function declaredTables(path: string): string[] {
  const body = readFileSync(path, 'utf8').match(/export type \w+Tables = \{([^}]*)\}/)?.[1];
  if (body === undefined) throw new Error(`${relative(SRC, path)} declares no \`export type <X>Tables = {...}\``);
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '');
}

/** Every declaration of a table, as `table: owner` pairs (a table declared twice appears twice). */
const declarations = () =>
  tablesFiles().flatMap((path) => declaredTables(path).map((table) => ({ table, owner: ownerOf(path) })));

const ownerByTable = () => new Map(declarations().map(({ table, owner }) => [table, owner]));

/** The migrator's record of applied migrations (migrations/migrate.ts): not a table of `DB`. */
const MIGRATIONS_LEDGER = 'schema_migration';

/** The tables the migrations create, by their Kysely (camelCase) names. */
function migratedTables(): string[] {
  const migrationFiles = [
    ...sourceFiles(join(SRC, 'db')),
    ...sourceFiles(MODULES),
    ...sourceFiles(join(SRC, 'platform')),
  ].filter((path) => path.split('/').includes('migrations'));
  const names = migrationFiles.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/create table (?:if not exists )?(\w+)/gi)].map((match) => match[1] ?? ''),
  );
  const tables = names
    .filter((name) => name !== MIGRATIONS_LEDGER)
    .map((name) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()));
  return [...new Set(tables)];
}

const LITERAL = /'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$]*)`/g;

function crossings(): string[] {
  const owners = ownerByTable();
  const found = new Set<string>();
  for (const file of sourceFiles(MODULES)) {
    const path = relative(MODULES, file);
    if (!path.includes('/') || /\.test\.tsx?$/.test(path)) continue;
    const own = ownerOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      const table = literal.split(' as ')[0] ?? '';
      const owner = owners.get(table);
      if (!owner || owner === own) continue;
      if (literal === table || literal.startsWith(`${table} as `)) found.add(`${path} -> ${table}`);
    }
  }
  return [...found].sort();
}

describe('table ownership', () => {
  it('every table has exactly one owner', () => {
    const seen = new Map<string, string[]>();
    for (const { table, owner } of declarations()) seen.set(table, [...(seen.get(table) ?? []), owner]);
    const notOne = [...seen]
      .filter(([, owners]) => owners.length !== 1)
      .map(([table, owners]) => `${table}: ${owners}`);
    expect(notOne).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(migratedTables().sort());
  });

  it('DB (db/schema.ts) is composed of every tables file', () => {
    const schema = readFileSync(join(SRC, 'db/schema.ts'), 'utf8');
    const missing = tablesFiles()
      .map((path) => relative(join(SRC, 'db'), path).replace(/\.ts$/, ''))
      .filter((specifier) => !schema.includes(`'${specifier}'`));
    expect(missing).toEqual([]);
  });

  it('a module names only the tables it owns', () => {
    expect(crossings()).toEqual([]);
  });
});
