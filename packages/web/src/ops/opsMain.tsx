import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryScope } from '../lib/queryClient.tsx';
import { createOpsRouter } from './opsRouter.tsx';
import '../global.css';

/**
 * The operations console: its own page (ops.html, served at /ops/) and its own entry, so nothing
 * of it is in the customer's first load. Its calls share the customer app's client and query
 * cache (lib/queryClient.tsx), one per page.
 */
const root = document.getElementById('root');
if (!root) throw new Error('ops.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    {/* flushSync lets a navigation ask to be drawn at once, as the queue's Filter does. */}
    <QueryScope>
      <RouterProvider router={createOpsRouter()} flushSync={(draw) => void flushSync(draw)} />
    </QueryScope>
  </StrictMode>,
);
