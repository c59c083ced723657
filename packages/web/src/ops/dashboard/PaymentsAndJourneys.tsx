import type { FunnelRow, PaymentDay } from '@portal/domain/api/opsDashboard';
import { brandName, formName } from '../labels.ts';
import { BarsChart } from './Charts.tsx';
import styles from './dashboard.module.css';
import { NumbersTable } from './NumbersTable.tsx';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "25 Nov" for a calendar day (already a London day: no zone moves it). */
const dayName = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

/** Card payments by day: taken, declined by the bank, and begun but never finished. */
export function Payments({ days }: { days: readonly PaymentDay[] }) {
  const shown = days.map((day) => ({ ...day, name: dayName(day.day) }));
  return (
    <section className={styles.section} aria-labelledby="payments-heading">
      <h2 id="payments-heading">Card payments, last 14 days</h2>
      <BarsChart
        data={shown}
        category="name"
        stacked
        series={[
          { key: 'taken', label: 'Taken', colour: '#00703c' },
          { key: 'declined', label: 'Declined', colour: '#b10e1e' },
          { key: 'abandoned', label: 'Abandoned', colour: '#b58800' },
        ]}
      />
      <NumbersTable
        caption="Card payments by day"
        rows={shown}
        rowKey={(row) => row.day}
        empty="No days to show."
        columns={[
          { label: 'Day', cell: (row) => row.name },
          { label: 'Taken', figure: true, cell: (row) => row.taken },
          { label: 'Declined', figure: true, cell: (row) => row.declined },
          { label: 'Abandoned', figure: true, cell: (row) => row.abandoned },
        ]}
      />
    </section>
  );
}

/** Each quoted journey on each brand: requests sent, quoted, accepted and paid. */
export function Journeys({ rows }: { rows: readonly FunnelRow[] }) {
  const shown = rows.map((row) => ({ ...row, name: `${formName(row.form)}, ${brandName(row.brand)}` }));
  return (
    <section className={styles.section} aria-labelledby="journeys-heading">
      <h2 id="journeys-heading">Journeys, last 14 days: sent, quoted, accepted and paid</h2>
      <BarsChart
        data={shown}
        category="name"
        horizontal
        series={[
          { key: 'sent', label: 'Sent', colour: '#505a5f' },
          { key: 'quoted', label: 'Quoted', colour: '#1d70b8' },
          { key: 'accepted', label: 'Accepted', colour: '#4c2c92' },
          { key: 'paid', label: 'Paid', colour: '#00703c' },
        ]}
      />
      <NumbersTable
        caption="Each journey from request sent to quote paid"
        rows={shown}
        rowKey={(row) => `${row.form} ${row.brand}`}
        empty="No quoted journeys in the last 14 days."
        columns={[
          { label: 'Journey', cell: (row) => formName(row.form) },
          { label: 'Brand', cell: (row) => brandName(row.brand) },
          { label: 'Sent', figure: true, cell: (row) => row.sent },
          { label: 'Quoted', figure: true, cell: (row) => row.quoted },
          { label: 'Accepted', figure: true, cell: (row) => row.accepted },
          { label: 'Paid', figure: true, cell: (row) => row.paid },
        ]}
      />
    </section>
  );
}
