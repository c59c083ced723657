// Testing Library's DOM matchers (toBeVisible, toHaveValue, toHaveAccessibleDescription…) for
// every web test, and a clean document after each (Vitest runs without globals, so Testing
// Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files share their worker's document and imports (vitest.config.ts): each starts with the app's
// own modules imported afresh (their module state: the session's listeners, the CSRF token…),
// and, in a document, with the page, storage, title and address a new tab has (a test
// that hydrates a drawn page puts it in the body itself, where Testing Library's cleanup cannot see).
vi.resetModules();
if (typeof window !== 'undefined') {
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  sessionStorage.clear();
  localStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
}

afterEach(cleanup);

// findBy… and waitFor wait for what the screen shows, as long as a test may run (vitest.config.ts):
// their 1 s default turned a lazily loaded chunk on a loaded machine into a failure.
configure({ asyncUtilTimeout: 60_000 });
