// Testing Library's DOM matchers (toBeVisible, toHaveValue, toHaveAccessibleDescription…) for
// every web test, and a clean document after each (Vitest runs without globals, so Testing
// Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
