import { defineConfig } from 'vitest/config';

const serverProject = (name: string) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/** Unit tests, and the API suite against the embedded PostgreSQL and, when TEST_DATABASE_URL is set, the machine's server. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web-unit',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      serverProject('server'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg')] : []),
    ],
  },
});
