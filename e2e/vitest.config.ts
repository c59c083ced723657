import { defineConfig } from 'vitest/config';

// Browser journeys: one real server and one Chromium per file, two files at a time. On the 2-core
// machine CI runs on, two took 458-483 s where one at a time took 644 s (bench/README.md, session 14).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
