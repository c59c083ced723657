import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';

/**
 * React's side of starting the page: React, React DOM and the router, and nothing of the app.
 * The entry (main.tsx) evaluates this first and the app (start.tsx) in a task of its own.
 */
export function pageRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lost its #root element');
  return root;
}

const app = (router: DataRouter) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * Runs `then` once the whole page below it is React's (the outermost effect runs last), and marks the
 * document so (browser tests and monitoring wait for it before pressing anything). While a drawn
 * page is being taken over the document is marked `data-taking-over`, which the browser test of
 * answers given meanwhile waits for (e2e/earlyAnswers.e2e.ts).
 */
function WhenRunning({ children, then }: { children: ReactNode; then?: (running: () => void) => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => {
    const running = () => {
      delete document.documentElement.dataset.takingOver;
      document.documentElement.dataset.running = '';
    };
    if (then) then(running);
    else running();
  }, []);
  return children;
}

/**
 * Takes over the server's drawing, in one task. Hydrating as a transition (in slices), together
 * with asking for the scripts after the paint, failed three browser tests in CI (a radio redrawn
 * unchecked just after a click, two reloaded chat pages without their conversation): out until understood.
 * `then` runs once React has the whole page, and calls `running` when the page may be used.
 */
export function hydratePage(root: HTMLElement, router: DataRouter, then: (running: () => void) => void) {
  document.documentElement.dataset.takingOver = '';
  hydrateRoot(root, <WhenRunning then={then}>{app(router)}</WhenRunning>);
}

/** Draws the page in the browser, when the server left it to the browser. */
export function drawPage(root: HTMLElement, router: DataRouter) {
  createRoot(root).render(<WhenRunning>{app(router)}</WhenRunning>);
}
