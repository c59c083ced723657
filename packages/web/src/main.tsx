import { brandFromHost } from '@portal/domain/brands/registry';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initialiseSession } from './api/calls/initialise.ts';
import { setSessionInitialiser } from './api/client.ts';
import { prefetchPageData, preloadPageChunks } from './app/pageChunks.ts';
import { createAppRouter } from './app/router.tsx';
import { type BootInfo, bootFromMetadata } from './app/ShellContext.tsx';
import './global.css';

setSessionInitialiser(initialiseSession);

/** §4: initialise before the first page; on failure the shell still runs on the host's brand and shows /error. */
async function boot(): Promise<BootInfo> {
  try {
    return bootFromMetadata(await initialiseSession());
  } catch {
    window.location.hash = '#/error';
    return {
      brand: brandFromHost(window.location.hostname, 'DIRECTLINE'),
      now: new Date().toISOString(),
      sessionSeconds: 870,
      initialised: false,
    };
  }
}

// The opening page's lazy chunks download while the session is set up, not after.
preloadPageChunks(window.location.hash);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

boot().then((info) => {
  if (info.initialised) prefetchPageData(window.location.hash);
  const router = createAppRouter(info);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
