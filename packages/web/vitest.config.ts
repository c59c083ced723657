import { defineConfig } from 'vitest/config';
import { moduleSources } from './moduleSources.ts';

// The web app's unit and component tests, on jsdom: logic (transport, timer, guards) and screens
// rendered with Testing Library, found by role and label as people find them. Whole journeys
// against the real server are in e2e/. The root vitest.config.ts runs this project as `web`.
export default defineConfig({
  // As the build does: the page table's modules carry their manifest names (app/pages.test.tsx checks them).
  plugins: [moduleSources(import.meta.dirname, { always: true })],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/domSetup.ts'],
    // A form filled key by key (the card form's tests) takes 1–2 s alone and passed 5 s when CI
    // shared the machine with other runs; a slow machine is not a failed behaviour. The limit
    // only stops a hang: waits end on what the screen shows (findBy…, expect.poll), for as long.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
