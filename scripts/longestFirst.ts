import { BaseSequencer, type TestSequencerConstructor, type TestSpecification } from 'vitest/node';

/**
 * A Vitest sequencer that starts the named files first, in the order given, then the rest as
 * Vitest orders them. Vitest runs the longest files first only when it has timings from an
 * earlier run; CI's fresh clone has none, so it falls back to the largest files first, and a
 * small file that runs long (the accessibility sweep, a fault test) started last and ran on
 * alone while the other worker sat idle. `longest` names files by the end of their path.
 */
export function longestFirst(longest: readonly string[]): TestSequencerConstructor {
  const rank = (spec: TestSpecification) => {
    const index = longest.findIndex((name) => spec.moduleId.endsWith(name));
    return index === -1 ? longest.length : index;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
