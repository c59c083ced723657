import { type ReactNode, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { QueryScope, queryClient } from '../lib/queryClient.tsx';
import { drawnForAddress, holdDrawnQueue, readDrawnConsole } from './drawnConsole.ts';
import { createOpsRouter } from './opsRouter.tsx';

/**
 * The console itself, the entry's second stage (opsMain.tsx): its router on the page's address,
 * started from what the server drew it with, and whether the drawing on screen is that page.
 */
export function consolePage(hash: string): { page: ReactNode; drawnHere: boolean } {
  const drawn = readDrawnConsole();
  if (drawn) holdDrawnQueue(queryClient, drawn);
  const page = (
    <StrictMode>
      {/* flushSync lets a navigation ask to be drawn at once, as the queue's Filter does. */}
      <QueryScope>
        <RouterProvider router={createOpsRouter(drawn?.staff)} flushSync={(draw) => void flushSync(draw)} />
      </QueryScope>
    </StrictMode>
  );
  return { page, drawnHere: drawn !== null && drawnForAddress(drawn, hash) };
}
