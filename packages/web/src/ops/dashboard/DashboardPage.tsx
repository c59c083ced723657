import { dashboardResponse } from '@portal/domain/api/opsDashboard';
import { opsPaths } from '@portal/domain/api/opsPaths';
import { londonDateTime } from '../labels.ts';
import opsStyles from '../ops.module.css';
import { useOpsQuery } from '../opsApi.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { ChatWaits } from './ChatWaits.tsx';
import styles from './dashboard.module.css';
import { Journeys, Payments } from './PaymentsAndJourneys.tsx';
import { RequestAges } from './RequestAges.tsx';

/** The figures are asked for again this often while the page is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * The day at a glance for a supervisor: open requests against their promise, chats waiting and
 * their waits, card payments, and each journey's funnel. Loaded only when opened (its charting
 * library is in its own chunk), and refreshed while open.
 */
export function DashboardPage() {
  const heading = usePageTitle('Dashboard');
  const dashboard = useOpsQuery(opsPaths.dashboard, dashboardResponse, 'The dashboard could not be loaded.', {
    refreshMs: DASHBOARD_REFRESH_MS,
  });
  const view = dashboard.data;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Dashboard
      </h1>
      {dashboard.error && (
        <div className={opsStyles.error} role="alert">
          {dashboard.error}
        </div>
      )}
      {!view ? (
        <p>Loading…</p>
      ) : (
        <>
          <p>
            Figures as of {londonDateTime(view.asOf)}, from the same records as the queue. They refresh every{' '}
            {DASHBOARD_REFRESH_MS / 1000} seconds.
          </p>
          <div className={styles.sections}>
            <RequestAges rows={view.requestsByAge} />
            <ChatWaits chats={view.chats} />
            <Payments days={view.payments} />
            <Journeys rows={view.funnels} />
          </div>
        </>
      )}
    </>
  );
}
