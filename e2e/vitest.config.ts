import { defineConfig } from 'vitest/config';
import { longestFirst } from '../scripts/longestFirst.ts';

// Browser journeys: one real server and one Chromium per file, two files at a time. On the 2-core
// machine CI runs on, two took 458-483 s where one at a time took 644 s (bench/README.md, session 14).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    // Files share their worker's modules (Playwright, axe, the domain): importing them afresh for
    // every file was 347 s of a loaded run's time. No file mocks a module or keeps state another
    // reads: each starts its own server and browser.
    isolate: false,
    // The seeded database is made once before every file; a file's own start is then a copy, a
    // server start and a Chromium launch, each awaited by its readiness (a failed start fails at
    // once). The limits below only stop a hang: nothing waits for them to pass.
    globalSetup: ['e2e/support/globalSetup.ts'],
    // The longest files start first so both workers finish together (longest first, measured on
    // the quiet fresh-clone run in bench/README.md, session 19).
    sequence: {
      sequencer: longestFirst([
        'accept/acceptAndPay.e2e.ts',
        'sweep.e2e.ts',
        'truthRoundTwo.e2e.ts',
        'opsQueue.e2e.ts',
        'hashUrls.e2e.ts',
      ]),
    },
    // At load 10 on the 2-core machine (a CI run, stress-ng and a build beside it) one file's
    // server and Chromium took over 90 s to start: a slow start is not a failure.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for what a page shows, not for its 1 s default (a race with a loaded machine).
    expect: { poll: { timeout: 30_000 } },
    // The run ends by saying what it skipped and why; under REQUIRE_ALL_SUITES=1 (CI) a skip fails it.
    reporters: ['default', './scripts/skippedSuites.ts'],
  },
});
