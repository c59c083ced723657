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

/** One of the queue's filter dropdowns: "any" first, then value/label pairs; starts at the URL's value. */
function FilterSelect(props: {
  name: (typeof FILTERS)[number];
  label: string;
  any: string;
  options: readonly (readonly [string, string])[];
}) {
  const [params] = useSearchParams();
  const id = `filter-${props.name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={params.get(props.name) ?? ''}>
        <option value="">{props.any}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
        <FilterSelect name="status" label="Status" any="Any status" options={Object.entries(STATUS_LABELS)} />
        <FilterSelect
          name="brand"
          label="Brand"
          any="Any brand"
          options={DEPLOYMENT_BRANDS.map((brand) => [brand, brand])}
        />
        <FilterSelect
          name="form"
          label="Form"
          any="Any form"
          options={FORM_CODES.map((form) => [form, formTitle(form)])}
        />
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
