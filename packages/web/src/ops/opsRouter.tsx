import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { OpsLayout } from './OpsLayout.tsx';
import type { Staff } from './opsApi.ts';
import { QueuePage } from './QueuePage.tsx';

/**
 * A page the first screen never shows: its module (and its style sheet) is fetched when it is
 * opened, so the console's first load carries only the frame, the sign-in page and the queue.
 */
const later = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * The console's pages. `drawnStaff` is who the server drew the page for (null: nobody signed in);
 * undefined when it drew nothing, and the layout asks the API.
 */
export function opsRoutes(drawnStaff?: Staff | null): RouteObject[] {
  return [
    {
      element: <OpsLayout drawnStaff={drawnStaff} />,
      children: [
        { index: true, element: <QueuePage /> },
        {
          path: 'requests/:reference',
          lazy: later(() => import('./RequestPage.tsx').then((page) => page.RequestRoute)),
        },
        { path: 'policies', lazy: later(() => import('./PolicyPage.tsx').then((page) => page.PolicyPage)) },
        {
          path: 'policies/:policyNumber',
          lazy: later(() => import('./PolicyPage.tsx').then((page) => page.PolicyPage)),
        },
        { path: 'chats', lazy: later(() => import('./chat/ChatsPage.tsx').then((page) => page.ChatsPage)) },
        {
          path: 'chats/replies',
          lazy: later(() => import('./chat/CannedRepliesPage.tsx').then((page) => page.CannedRepliesPage)),
        },
        { path: 'audit', lazy: later(() => import('./AuditPage.tsx').then((page) => page.AuditPage)) },
        // The dashboard brings a charting library besides: fetched only when a supervisor opens it.
        {
          path: 'dashboard',
          lazy: later(() => import('./dashboard/DashboardPage.tsx').then((page) => page.DashboardPage)),
        },
      ],
    },
  ];
}

export function createOpsRouter(drawnStaff?: Staff | null) {
  return createHashRouter(opsRoutes(drawnStaff));
}
