import type { AgeRow } from '@portal/domain/api/opsDashboard';
import { durationWords } from '@portal/domain/requests/elapsed';
import { brandName, formName } from '../labels.ts';
import { BarsChart, type Series } from './Charts.tsx';
import styles from './dashboard.module.css';
import { NumbersTable } from './NumbersTable.tsx';

const AGE_SERIES: Series[] = [
  { key: 'overdue', label: 'Overdue', colour: '#b10e1e' },
  { key: 'dueSoon', label: 'Due within an hour', colour: '#b58800' },
  { key: 'onTime', label: 'On time', colour: '#00703c' },
];

/** The rows summed by one of their names (the form's, or the brand's), overdue first. */
function sumBy(rows: readonly AgeRow[], name: (row: AgeRow) => string) {
  const sums = new Map<string, { name: string; overdue: number; dueSoon: number; onTime: number }>();
  for (const row of rows) {
    const key = name(row);
    const sum = sums.get(key) ?? { name: key, overdue: 0, dueSoon: 0, onTime: 0 };
    sum.overdue += row.overdue;
    sum.dueSoon += row.dueSoon;
    sum.onTime += row.onTime;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => b.overdue - a.overdue || b.dueSoon - a.dueSoon);
}

/** Open requests against the promise made to each customer: by form, by brand, and both. */
export function RequestAges({ rows }: { rows: readonly AgeRow[] }) {
  const total = (key: 'overdue' | 'dueSoon' | 'onTime') => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <section className={styles.section} aria-labelledby="ages-heading">
      <h2 id="ages-heading">Open requests against their promise</h2>
      <ul className={styles.headline}>
        <li className={styles.overdue}>
          <strong>{total('overdue')}</strong> overdue
        </li>
        <li>
          <strong>{total('dueSoon')}</strong> due within an hour
        </li>
        <li>
          <strong>{total('onTime')}</strong> on time
        </li>
      </ul>
      <h3>By form</h3>
      <BarsChart
        data={sumBy(rows, (row) => formName(row.form))}
        category="name"
        series={AGE_SERIES}
        stacked
        horizontal
      />
      <h3>By brand</h3>
      <BarsChart
        data={sumBy(rows, (row) => brandName(row.brand))}
        category="name"
        series={AGE_SERIES}
        stacked
        horizontal
      />
      <NumbersTable
        caption="Open requests by form and brand, overdue first"
        rows={rows}
        rowKey={(row) => `${row.form} ${row.brand}`}
        empty="No requests are open."
        columns={[
          { label: 'Form', cell: (row) => formName(row.form) },
          { label: 'Brand', cell: (row) => brandName(row.brand) },
          { label: 'Overdue', figure: true, cell: (row) => row.overdue },
          { label: 'Due within an hour', figure: true, cell: (row) => row.dueSoon },
          { label: 'On time', figure: true, cell: (row) => row.onTime },
          { label: 'Oldest has waited', figure: true, cell: (row) => durationWords(row.oldestMinutes) },
        ]}
      />
    </section>
  );
}
