import { TestRunner } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** What the machine lacked for this file's skipped suites (scripts/skippedSuites.ts prints it). */
    skipReasons?: string[];
  }
}

/**
 * `describe.skipIf(skipWithout(available, reason))`: skips a suite whose service or program this
 * machine lacks, and keeps the reason on its file, so the run ends by saying what it skipped and
 * why — and fails under REQUIRE_ALL_SUITES=1, as CI runs it, where nothing may be skipped.
 */
export function skipWithout(available: unknown, reason: string): boolean {
  if (available) return false;
  const meta = TestRunner.getCurrentSuite().file.meta;
  meta.skipReasons = [...new Set([...(meta.skipReasons ?? []), reason])];
  return true;
}
