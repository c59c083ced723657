import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createOpsRouter } from './opsRouter.tsx';

/** The operations console at /ops/: loaded by main.tsx there only, so customers never download it. */
export function mountOps(root: HTMLElement): void {
  document.title = 'Operations console';
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createOpsRouter()} />
    </StrictMode>,
  );
}
