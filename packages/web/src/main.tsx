import { pageRoot } from './app/render.tsx';
import './global.css';

/**
 * The page's entry, in two tasks: React, React DOM and the router first (app/render.tsx), then
 * the app (start.tsx). Evaluated in one go, the first load's modules were the longest task a phone
 * ran on a drawn page (120–350 ms at 4x CPU, bench/README.md), and nothing the customer pressed
 * was answered until it ended; split, the browser can paint and answer in between.
 * The second stage's files are fetched with the first (vite.config.ts preloads them from the HTML).
 */
const root = pageRoot();
setTimeout(() => {
  void import('./start.tsx').then(({ start }) => start(root));
}, 0);
