import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

/** Every server test runs on the embedded database, and again on PostgreSQL when CI provides one. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files share a worker's module cache: importing the whole server once per worker, not per file,
    // cut the PGlite run from 8.3 to 5 min. Safe because the server keeps no per-database state in
    // modules (each file builds its own app on its own database) and no test mocks modules.
    isolate: false,
    // Vitest's default is one worker less than the cores: a single worker on CI's two. A PostgreSQL
    // test file mostly waits on the server process, so two workers overlap that wait with the next
    // file's work (both projects run in one pool).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', env: { TEST_DB_KIND: 'pglite' }, globalSetup: ['src/testing/pglite-template.ts'] },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['src/testing/postgres-template.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
