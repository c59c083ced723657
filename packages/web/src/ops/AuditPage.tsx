import { useEffect, useState } from 'react';
import { londonDateTime } from './labels.ts';
import styles from './ops.module.css';
import { OpsError, opsGet } from './opsApi.ts';
import { usePageTitle } from './usePageTitle.ts';

interface Entry {
  id: number;
  staffEmail: string;
  action: string;
  subject: string;
  detail: Record<string, unknown>;
  at: string;
}

/** Every console action, newest first, naming the staff member (supervisors only). */
export function AuditPage() {
  const heading = usePageTitle('Audit log');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    opsGet<{ entries: Entry[] }>('/audit').then(
      (body) => setEntries(body.entries),
      (caught) =>
        setError(caught instanceof OpsError ? caught.message : 'The audit log could not be loaded.'),
    );
  }, []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Audit log
      </h1>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {entries && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Staff member</th>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{londonDateTime(entry.at)}</td>
                <td>{entry.staffEmail}</td>
                <td>{entry.action}</td>
                <td>{entry.subject}</td>
                <td>{Object.values(entry.detail).filter(Boolean).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
