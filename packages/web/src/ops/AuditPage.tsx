import { opsPaths } from '@portal/domain/api/opsPaths';
import { auditResponse } from '@portal/domain/api/opsResponses';
import { Link, useSearchParams } from 'react-router';
import { londonDateTime } from './labels.ts';
import styles from './ops.module.css';
import { useOpsQuery } from './opsApi.ts';
import { usePageTitle } from './usePageTitle.ts';

/** Every console action, newest first, a page at a time, naming the staff member (supervisors only). */
export function AuditPage() {
  const heading = usePageTitle('Audit log');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useOpsQuery(
    `${opsPaths.audit}?page=${page}`,
    auditResponse,
    'The audit log could not be loaded.',
  );
  const body = audit.data;
  const last = body ? Math.max(1, Math.ceil(body.total / body.pageSize)) : 1;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Audit log
      </h1>
      {audit.error && (
        <div className={styles.error} role="alert">
          {audit.error}
        </div>
      )}
      {body && (
        <>
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-busy={audit.loading}>
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
                {body.entries.map((entry) => (
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
          </div>
          <nav aria-label="Audit log pages" className={styles.pages}>
            <p>
              Page {body.page} of {last}, {body.total} entries
            </p>
            {body.page > 1 && <Link to={`/audit?page=${body.page - 1}`}>Previous page</Link>}
            {body.page < last && <Link to={`/audit?page=${body.page + 1}`}>Next page</Link>}
          </nav>
        </>
      )}
    </>
  );
}
