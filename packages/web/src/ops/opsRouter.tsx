import { createHashRouter } from 'react-router';
import { AuditPage } from './AuditPage.tsx';
import { CannedRepliesPage } from './chat/CannedRepliesPage.tsx';
import { ChatsPage } from './chat/ChatsPage.tsx';
import { OpsLayout } from './OpsLayout.tsx';
import { PolicyPage } from './PolicyPage.tsx';
import { QueuePage } from './QueuePage.tsx';
import { RequestRoute } from './RequestPage.tsx';

export function createOpsRouter() {
  return createHashRouter([
    {
      element: <OpsLayout />,
      children: [
        { index: true, element: <QueuePage /> },
        { path: 'requests/:reference', element: <RequestRoute /> },
        { path: 'policies', element: <PolicyPage /> },
        { path: 'policies/:policyNumber', element: <PolicyPage /> },
        { path: 'chats', element: <ChatsPage /> },
        { path: 'chats/replies', element: <CannedRepliesPage /> },
        { path: 'audit', element: <AuditPage /> },
        // The dashboard brings a charting library: fetched only when a supervisor opens it.
        {
          path: 'dashboard',
          lazy: () =>
            import('./dashboard/DashboardPage.tsx').then(({ DashboardPage }) => ({
              Component: DashboardPage,
            })),
        },
      ],
    },
  ]);
}
