import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../global.css';

/**
 * The operations console: its own page (ops.html, served at /ops/) and its own entry, so nothing
 * of it is in the customer's first load. Its calls share the customer app's client and query
 * cache (lib/queryClient.tsx), one per page.
 *
 * The server draws the first screen (the sign-in page, or the queue's first page); the browser
 * takes it over from the same state, or draws the page itself when the server drew another
 * (an address past `#/`) or none. In two tasks, as the customer's entry is: React first, then
 * the console (opsStart.tsx, whose files vite.config.ts preloads with these); evaluated in one
 * go they were one long task a phone could not answer in. The take-over is a transition, done
 * in slices between which the browser paints and answers: the drawn page's buttons are
 * disabled until it is done (useTakenOver.ts), so nothing pressed meanwhile is lost half-way.
 */
const root = document.getElementById('root');
if (!root) throw new Error('ops.html lost its #root element');
setTimeout(() => {
  void import('./opsStart.tsx').then(({ consolePage }) => {
    const { page, drawnHere } = consolePage(window.location.hash);
    if (drawnHere)
      startTransition(() => {
        hydrateRoot(root, page);
      });
    else {
      root.replaceChildren();
      createRoot(root).render(page);
    }
  });
}, 0);
