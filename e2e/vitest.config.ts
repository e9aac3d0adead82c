import { defineConfig } from 'vitest/config';

/**
 * User journeys in real Chromium against the BUILT server (`npm run build` first). One server
 * with a fresh database for the run; every journey gets its own fresh browser profile.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['fixtures/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
