import type { RouteObject } from 'react-router';
import { ResumedChat } from '../chat/ResumedChat.tsx';
import { noteChunkLoads } from '../lib/routeLoading.ts';
import type { Side } from '../session/SessionScope.tsx';
import { Layout } from '../shell/Layout.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import type { BootInfo } from '../shell/ShellContext.tsx';
import { formLoader, requestStepLoader, unknownPathLoader } from './guardLoaders.ts';
import { pageChunks } from './pageChunks.ts';
import { pageRoutes } from './pageRoutes.tsx';
import { RouteError } from './RouteError.tsx';

/** The session scope loads with a side's first journey page, and the query client with it. */
const sessionScope = (side: Side) => () =>
  pageChunks.sessionScope.load().then(({ SessionScope }) => ({ element: <SessionScope side={side} /> }));

/**
 * The one route table: the browser router and the server's first render (entry-server.tsx) are
 * both made from it, so the page the server draws is the page the browser hydrates. A form's
 * pages come from the page table (pages.tsx); the start page and Page not found are here.
 */
export function appRoutes(boot: BootInfo): RouteObject[] {
  return noteChunkLoads([
    {
      element: <Layout boot={boot} afterPage={<ResumedChat />} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          index: true,
          lazy: () =>
            pageChunks.startPages
              .load()
              .then((m) => ({ element: boot.demo ? <m.HubPage /> : <m.BrandStartPage /> })),
        },
        { path: 'error', element: <NotFoundPage /> },
        {
          path: ':form',
          loader: formLoader(boot.brand),
          // While the opening page's chunk loads, the frame (header) already shows around this.
          hydrateFallbackElement: <PageLoading />,
          children: [
            ...pageRoutes('form'),
            {
              path: 'request',
              children: [
                ...pageRoutes('request'),
                {
                  lazy: sessionScope('request'),
                  loader: requestStepLoader(boot.brand),
                  children: pageRoutes('request journey'),
                },
              ],
            },
            {
              path: 'accept',
              children: [
                ...pageRoutes('accept'),
                { lazy: sessionScope('accept'), children: pageRoutes('accept journey') },
              ],
            },
          ],
        },
        { path: '*', loader: unknownPathLoader(boot.brand) },
      ],
    },
  ]);
}
