import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export interface NumbersColumn<Row> {
  label: string;
  /** A count or a time: right-aligned, so the figures line up. */
  figure?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A chart's numbers as a table: the first column names each row, the rest are its figures. */
export function NumbersTable<Row>(props: {
  caption: string;
  columns: readonly NumbersColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (props.rows.length === 0) return <p>{props.empty}</p>;
  const [first, ...rest] = props.columns;
  return (
    <table className={styles.numbers}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.label} scope="col" className={column.figure ? styles.count : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)}>
            <th scope="row">{first?.cell(row)}</th>
            {rest.map((column) => (
              <td key={column.label} className={column.figure ? styles.count : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
