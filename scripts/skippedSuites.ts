import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface Options {
  /** Variables whose absence narrows the run without skipping a test, each with what it costs. */
  narrowedWithout?: Record<string, string>;
}

/**
 * Vitest reporter: ends the run by listing every skipped test's file and why it was skipped (the
 * reasons test support keeps with `skipWithout`). With REQUIRE_ALL_SUITES=1 (set by .ci/run) a
 * skipped test, or a missing variable of `narrowedWithout`, fails the run: CI runs everything.
 */
export default class SkippedSuites implements Reporter {
  constructor(private readonly options: Options = {}) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const lines = modules.flatMap((module) => {
      const skipped = [...module.children.allTests()].filter((test) => test.result().state === 'skipped');
      if (skipped.length === 0) return [];
      const notes = skipped.flatMap((test) => {
        const result = test.result();
        return result.state === 'skipped' && result.note ? [result.note] : [];
      });
      const reasons = [...new Set([...(module.meta().skipReasons ?? []), ...notes])];
      const why = reasons.length > 0 ? reasons.join('; ') : 'marked skip, todo or left out by only';
      return [`  ${relative(process.cwd(), module.moduleId)}: ${skipped.length} skipped — ${why}`];
    });
    for (const [variable, cost] of Object.entries(this.options.narrowedWithout ?? {}))
      if (!process.env[variable]) lines.push(`  ${variable} is not set: ${cost}`);
    if (lines.length === 0) {
      console.log('\nNothing skipped: every suite ran.');
      return;
    }
    console.log(`\nSkipped, and why:\n${lines.join('\n')}`);
    if (process.env.REQUIRE_ALL_SUITES === '1') {
      console.error('REQUIRE_ALL_SUITES=1: every suite must run here, so this run fails.');
      process.exitCode = 1;
    }
  }
}
