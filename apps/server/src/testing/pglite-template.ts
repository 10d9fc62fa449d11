import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrations/migrate';
import { seedDemoData } from '../db/seed';
import { openDatabase } from '../platform/db/database';
import { TEST_TOKEN_SECRET } from './test-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A fresh PGlite takes seconds to initialise; loading a dumped one takes well under one. So the
 * schema and demo data are built once per run, and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'smdp-pglite-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database.db);
    await seedDemoData(database.db, { pepper: TEST_TOKEN_SECRET });
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database cannot dump itself');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
