import { defineConfig, defineProject } from 'vitest/config';
import { moduleSources } from './moduleSources.ts';

// The web app's unit and component tests, on jsdom: logic (transport, timer, guards) and screens
// rendered with Testing Library, found by role and label as people find them. Whole journeys
// against the real server are in e2e/. The root vitest.config.ts runs these projects.

/** Files that replace a module with vi.mock: each runs with its own module graph. */
const MOCKED_FILES = [
  'src/journey/JourneyStepRoute.test.tsx',
  'src/journey/BotCheck.test.tsx',
  'src/pages/ExclusiveErrorPage.test.tsx',
];

const project = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) =>
  defineProject({
    // As the build does: the page table's modules carry their manifest names (app/pages.test.tsx checks them).
    plugins: [moduleSources(import.meta.dirname, { always: true })],
    test: {
      name,
      root: import.meta.dirname,
      ...files,
      environment: 'jsdom',
      isolate,
      setupFiles: ['src/testing/domSetup.ts'],
      // A form filled key by key (the card form's tests) takes 1–2 s alone and passed 5 s when CI
      // shared the machine with other runs; a slow machine is not a failed behaviour. The limit
      // only stops a hang: waits end on what the screen shows (findBy…, expect.poll), for as long.
      testTimeout: 90_000,
      hookTimeout: 90_000,
      expect: { poll: { timeout: 60_000 } },
    },
  });

export const webProjects = [
  // Files share their worker's document and imports (React, Testing Library, zod, the router):
  // importing them afresh and a new document for each file was 47 of the project's 58 s. The
  // setup file gives each file the app's modules afresh and a document as a new tab has it.
  project('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKED_FILES }, false),
  project('web-mocked', { include: MOCKED_FILES }, true),
];

export default defineConfig({ test: { projects: webProjects } });
