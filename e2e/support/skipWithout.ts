import { TestRunner } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** What the machine lacked for this file's skipped suites (scripts/skippedSuites.ts prints it). */
    skipReasons?: string[];
  }
}

/**
 * The browser tests' copy of the server's `skipWithout` (packages/server/src/test/skipWithout.ts):
 * each TypeScript project compiles only its own files. Skips a suite whose service this machine
 * lacks and keeps the reason for the run's summary, which fails under REQUIRE_ALL_SUITES=1.
 */
export function skipWithout(available: unknown, reason: string): boolean {
  if (available) return false;
  const meta = TestRunner.getCurrentSuite().file.meta;
  meta.skipReasons = [...new Set([...(meta.skipReasons ?? []), reason])];
  return true;
}
