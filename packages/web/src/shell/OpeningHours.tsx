import type { HoursSet } from '@portal/domain/brands/brand';
import { describeHours } from '@portal/domain/hours';
import { hoursHeading, hoursStatus } from '@portal/domain/hoursCopy';
import { useServerTime } from '../api/calls/serverTime.ts';
import { useShell } from '../app/ShellContext.tsx';
import styles from './OpeningHours.module.css';

/**
 * Opening hours of one of the brand's hours sets. The heading names the service (phone lines,
 * request processing, web chat) and the status line says the same service is open, or closed
 * and when it opens, by the server's clock (re-polled every OFFICE_POLL_MS, so the panel turns
 * open or closed on its own).
 */
export function OpeningHours({
  set = 'openHours',
  phone,
}: {
  set?: HoursSet;
  /** A number to call, shown with the hours. */
  phone?: string;
}) {
  const shell = useShell();
  const serverTime = useServerTime();
  const hours = shell.brandSettings.hours[set];
  const status = hoursStatus(set, hours, serverTime.data ?? shell.now);
  return (
    <section className={styles.panel} aria-labelledby={`hours-${set}`}>
      <h2 id={`hours-${set}`} className={styles.heading}>
        {hoursHeading(set)}
      </h2>
      {phone && (
        <p className={styles.phone}>
          Call us on <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>
        </p>
      )}
      <p className={status.open ? styles.open : styles.closed}>{status.text}</p>
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
