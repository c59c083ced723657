import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './packages/web/vitest.config.ts';

// Unit and server tests; browser journeys live in e2e/ with their own config.
// Time limits here only stop a hang: every wait in the tests ends on the state or event it waits
// for. They are set for a 2-core machine shared with other work: beside five other engineers'
// suites and stress-ng (load 40), 50 racing payments took 31 s against a 30 s limit, a fault test
// that kills servers with SIGKILL 240 s against its 240 s, and starting two server processes 180 s.
// A slow machine is not a failed behaviour; a hang still fails, after 10 minutes at most.
// expect.poll's 1 s default made each poll a race with the machine's speed.
const HANG_GUARD = { testTimeout: 60_000, hookTimeout: 120_000 };
const SERVER_TIMEOUTS = {
  testTimeout: 600_000,
  hookTimeout: 600_000,
  expect: { poll: { timeout: 120_000 } },
};
/** Server test files that vi.mock a module: each runs with its own module graph. */
const MOCKED_SERVER_FILES = [
  'packages/server/src/ops/signInRace.test.ts',
  'packages/server/src/requests/saveRendersNoEmail.test.ts',
];

export default defineConfig({
  test: {
    // The run ends by saying what it skipped and why; under REQUIRE_ALL_SUITES=1 (CI) a skip fails it.
    reporters: [
      'default',
      [
        './scripts/skippedSuites.ts',
        {
          narrowedWithout: {
            TEST_DATABASE_URL: 'the server suites ran on PGlite only, not on a Postgres server as well',
          },
        },
      ],
    ],
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine CI runs on,
    // where two took the run from 217 s to 140 s (bench/README.md, session 14).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure rules: no test changes shared state, so files share one module graph (import was 80 % of the time).
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          isolate: false,
          ...HANG_GUARD,
        },
      },
      {
        test: {
          name: 'demo-data',
          include: ['packages/demo-data/src/**/*.test.ts'],
          isolate: false,
          ...HANG_GUARD,
        },
      },
      ...webProjects,
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
