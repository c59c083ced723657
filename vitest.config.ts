import { defineConfig } from 'vitest/config';

// Unit and server tests; browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      // Pure rules: no test changes shared state, so files share one module graph (import was 80 % of the time).
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'demo-data', include: ['packages/demo-data/src/**/*.test.ts'], isolate: false } },
      'packages/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
