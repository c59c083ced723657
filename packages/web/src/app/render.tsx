import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
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
 * Takes over the server's drawing as a transition: in slices, between which the browser paints and
 * answers, instead of one task a phone could not answer in (bench/README.md). A key or a press on
 * the page meanwhile makes React finish at once before handling it, and answers given before
 * that are replayed (ssr/earlyInput.ts); nothing redraws a question step as it is taken over, so
 * no box is set back meanwhile (journey/ReviewFrame.tsx). `then` runs once React has the whole
 * page, and calls `running` when the page may be used.
 */
export function hydratePage(root: HTMLElement, router: DataRouter, then: (running: () => void) => void) {
  document.documentElement.dataset.takingOver = '';
  startTransition(() => {
    hydrateRoot(root, <WhenRunning then={then}>{app(router)}</WhenRunning>);
  });
}

/** Draws the page in the browser, when the server left it to the browser. */
export function drawPage(root: HTMLElement, router: DataRouter) {
  createRoot(root).render(<WhenRunning>{app(router)}</WhenRunning>);
}
