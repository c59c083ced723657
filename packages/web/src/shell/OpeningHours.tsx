import type { HoursSet } from '@portal/domain/brands/brand';
import type { ContactLine } from '@portal/domain/brands/contactLines';
import { hoursHeading, hoursStatus } from '@portal/domain/hoursCopy';
import { useServerTime } from '../api/calls/serverTime.ts';
import { HoursList } from './HoursList.tsx';
import styles from './OpeningHours.module.css';
import { useShell } from './ShellContext.tsx';

/**
 * Opening hours of one of the brand's hours sets. The heading names the service (phone lines,
 * request processing, web chat) and the status line says the same service is open, or closed
 * and when it opens, by the server's clock (re-polled every OFFICE_POLL_MS, so the panel turns
 * open or closed on its own).
 */
export function OpeningHours({
  set: given,
  line,
}: {
  /** Which hours; a line's own hours when a line is given. */
  set?: HoursSet;
  /** A line to call, named with its number above the hours it is answered. */
  line?: ContactLine;
}) {
  const set = given ?? line?.hours ?? 'openHours';
  const shell = useShell();
  const serverTime = useServerTime();
  const hours = shell.brandSettings.hours[set];
  const status = hoursStatus(set, hours, serverTime.data ?? shell.now);
  return (
    <section className={styles.panel} aria-labelledby={`hours-${set}`}>
      <h2 id={`hours-${set}`} className={styles.heading}>
        {line?.partner ? `${line.partner} ${hoursHeading(set).toLowerCase()}` : hoursHeading(set)}
      </h2>
      {line && (
        <p className={styles.phone}>
          Call our {line.name} on <a href={`tel:${line.number.replaceAll(' ', '')}`}>{line.number}</a>
        </p>
      )}
      <p className={status.open ? styles.open : styles.closed}>{status.text}</p>
      <HoursList hours={hours} />
    </section>
  );
}
