import { defineConfig } from 'vitest/config';

// Browser journeys: one real server and one Chromium per file, files one at a time (2-core machines).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
