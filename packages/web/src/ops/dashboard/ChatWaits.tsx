import type { DashboardView } from '@portal/domain/api/opsDashboard';
import { durationWords } from '@portal/domain/requests/elapsed';
import { BarsChart } from './Charts.tsx';
import styles from './dashboard.module.css';
import { NumbersTable } from './NumbersTable.tsx';

/** Chats waiting now, and how long today's customers waited for an agent, hour by hour. */
export function ChatWaits({ chats }: { chats: DashboardView['chats'] }) {
  return (
    <section className={styles.section} aria-labelledby="chats-heading">
      <h2 id="chats-heading">Web chats</h2>
      <ul className={styles.headline}>
        <li className={chats.waitingNow > 0 ? styles.overdue : undefined}>
          <strong>{chats.waitingNow}</strong> waiting now
        </li>
        {chats.longestWaitingMinutes !== null && (
          <li>
            longest waiting <strong>{durationWords(chats.longestWaitingMinutes)}</strong>
          </li>
        )}
      </ul>
      <h3>Wait for an agent today, by the hour the chat started</h3>
      <BarsChart
        data={chats.byHour}
        category="hour"
        unit=" min"
        series={[
          { key: 'averageWaitMinutes', label: 'Average wait (minutes)', colour: '#1d70b8' },
          { key: 'longestWaitMinutes', label: 'Longest wait (minutes)', colour: '#4c2c92' },
        ]}
      />
      <NumbersTable
        caption="Today's chats by the hour they started"
        rows={chats.byHour}
        rowKey={(row) => row.hour}
        empty="No chats today yet."
        columns={[
          { label: 'Hour', cell: (row) => row.hour },
          { label: 'Chats started', figure: true, cell: (row) => row.started },
          { label: 'Average wait', figure: true, cell: (row) => durationWords(row.averageWaitMinutes) },
          { label: 'Longest wait', figure: true, cell: (row) => durationWords(row.longestWaitMinutes) },
        ]}
      />
    </section>
  );
}
