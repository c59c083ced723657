import { defineConfig } from 'vitest/config';

// Browser-free unit tests of the shell's logic (transport, timer, guards); pages are covered by e2e/.
export default defineConfig({
  test: { name: 'web', root: import.meta.dirname, include: ['src/**/*.test.ts'], environment: 'node' },
});
