import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { FORM_CODES } from '@portal/domain/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formTitle, londonDateTime, OUTCOME_LABELS, STATUS_LABELS } from './labels.ts';
import styles from './ops.module.css';
import { OpsError, opsGet } from './opsApi.ts';
import { usePageTitle } from './usePageTitle.ts';

interface QueueRow {
  reference: string;
  form: string;
  brand: string;
  policyNumber: string | null;
  customer: string;
  status: string;
  outcome: string | null;
  quoteStatus: string | null;
  createdAt: string;
}

const FILTERS = ['status', 'brand', 'form', 'policyNumber'] as const;

/** Every request and quote, newest first, narrowed by status, brand, form and policy number. */
export function QueuePage() {
  const heading = usePageTitle('Request queue');
  const [params, setParams] = useSearchParams();
  const [rows, setRows] = useState<QueueRow[] | null>(null);
  const [error, setError] = useState('');
  const query = params.toString();
  useEffect(() => {
    opsGet<{ requests: QueueRow[] }>(`/queue?${query}`).then(
      (body) => setRows(body.requests),
      (caught) => setError(caught instanceof OpsError ? caught.message : 'The queue could not be loaded.'),
    );
  }, [query]);
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Request queue
      </h1>
      <form className={styles.filters} onSubmit={filter} aria-label="Filter the queue">
        <div className={styles.field}>
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">Any status</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-brand">Brand</label>
          <select id="filter-brand" name="brand" defaultValue={params.get('brand') ?? ''}>
            <option value="">Any brand</option>
            {DEPLOYMENT_BRANDS.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-form">Form</label>
          <select id="filter-form" name="form" defaultValue={params.get('form') ?? ''}>
            <option value="">Any form</option>
            {FORM_CODES.map((form) => (
              <option key={form} value={form}>
                {formTitle(form)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-policy">Policy number</label>
          <input
            id="filter-policy"
            name="policyNumber"
            inputMode="numeric"
            defaultValue={params.get('policyNumber') ?? ''}
          />
        </div>
        <div>
          <button type="submit" className={styles.button}>
            Filter
          </button>
        </div>
      </form>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {rows === null ? (
        <p>Loading…</p>
      ) : rows.length === 0 ? (
        <p>No requests match.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Requests, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Received</th>
              <th scope="col">Form</th>
              <th scope="col">Brand</th>
              <th scope="col">Policy</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Quote</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.reference}>
                <td>
                  <Link to={`/requests/${row.reference}`}>{row.reference}</Link>
                </td>
                <td>{londonDateTime(row.createdAt)}</td>
                <td>{formTitle(row.form)}</td>
                <td>{row.brand}</td>
                <td>{row.policyNumber ?? '–'}</td>
                <td>{row.customer}</td>
                <td>
                  {STATUS_LABELS[row.status] ?? row.status}
                  {row.outcome ? ` (${OUTCOME_LABELS[row.outcome] ?? row.outcome})` : ''}
                </td>
                <td>{row.quoteStatus ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
