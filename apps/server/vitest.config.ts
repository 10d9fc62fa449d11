import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

/** Every server test runs on the embedded database, and again on PostgreSQL when CI provides one. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
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
