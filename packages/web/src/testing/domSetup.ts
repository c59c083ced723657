// Testing Library's DOM matchers (toBeVisible, toHaveValue, toHaveAccessibleDescription…) for
// every web test, and a clean document after each (Vitest runs without globals, so Testing
// Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy… and waitFor wait for what the screen shows, as long as a test may run (vitest.config.ts):
// their 1 s default turned a lazily loaded chunk on a loaded machine into a failure.
configure({ asyncUtilTimeout: 60_000 });
