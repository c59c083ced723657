import type { OpeningHours } from '@portal/domain/brands/brand';
import { describeHours } from '@portal/domain/hours';
import styles from './HoursList.module.css';

/** One hours set, day by day, as a list of terms: the hours panel's and the start page's. */
export function HoursList({ hours }: { hours: OpeningHours }) {
  return (
    <dl className={styles.list}>
      {describeHours(hours).map((row) => (
        <div key={row.days} className={styles.row}>
          <dt>{row.days}</dt>
          <dd>{row.times}</dd>
        </div>
      ))}
    </dl>
  );
}
