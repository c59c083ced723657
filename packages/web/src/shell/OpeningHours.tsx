import type { HoursSet } from '@portal/domain/brands/brand';
import { describeHours, isOpen } from '@portal/domain/hours';
import { useServerTime } from '../api/calls/serverTime.ts';
import { useShell } from '../app/ShellContext.tsx';
import styles from './OpeningHours.module.css';

/**
 * Opening hours of one of the brand's hours sets, with whether the line is open now by the
 * server's clock (re-polled every OFFICE_POLL_MS, so the panel turns open or closed on its own).
 */
export function OpeningHours({
  set = 'openHours',
  heading = 'Opening hours',
  phone,
}: {
  set?: HoursSet;
  heading?: string;
  /** A number to call, shown with the hours. */
  phone?: string;
}) {
  const shell = useShell();
  const serverTime = useServerTime();
  const hours = shell.brandSettings.hours[set];
  const now = serverTime.data ?? shell.now;
  const open = isOpen(now, hours);
  return (
    <section className={styles.panel} aria-labelledby={`hours-${set}`}>
      <h2 id={`hours-${set}`} className={styles.heading}>
        {heading}
      </h2>
      {phone && (
        <p className={styles.phone}>
          Call us on <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>
        </p>
      )}
      <p className={open ? styles.open : styles.closed}>{open ? 'We are open now' : 'We are closed now'}</p>
      <dl className={styles.list}>
        {describeHours(hours).map((line) => (
          <div key={line.days} className={styles.row}>
            <dt>{line.days}</dt>
            <dd>{line.times}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
