import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and server tests; browser journeys live in e2e/ with their own config.
const SERVER_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };
/** Server test files that vi.mock a module: each runs with its own module graph. */
const MOCKED_SERVER_FILES = [
  'packages/server/src/ops/signInRace.test.ts',
  'packages/server/src/requests/saveRendersNoEmail.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine CI runs on,
    // where two took the run from 217 s to 140 s (bench/README.md, session 14).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure rules: no test changes shared state, so files share one module graph (import was 80 % of the time).
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'demo-data', include: ['packages/demo-data/src/**/*.test.ts'], isolate: false } },
      'packages/web/vitest.config.ts',
      // Server files also share their workers' module graph: each built its own (Fastify, Drizzle,
      // PGlite, the app) and importing was most of the run. A file that replaces a module with
      // vi.mock would replace it for the others, so such files run alone in `server-mocked`.
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: MOCKED_SERVER_FILES,
          isolate: false,
          ...SERVER_TIMEOUTS,
        },
      },
      { test: { name: 'server-mocked', include: MOCKED_SERVER_FILES, ...SERVER_TIMEOUTS } },
    ],
  },
});
