import type { QueueView } from '@portal/domain/api/opsResponses';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { queuePath } from './drawnConsole.ts';
import { brandName, REQUEST_KINDS, REQUEST_STATUS_WORDS } from './labels.ts';
import styles from './ops.module.css';
import { opsAnswer, useOpsQuery } from './opsApi.ts';
import { QueueTable } from './QueueTable.tsx';
import { ScriptButton } from './ScriptButton.tsx';
import { usePageTitle } from './usePageTitle.ts';

const FILTERS = ['q', 'owner', 'status', 'brand', 'form', 'policyNumber'] as const;
/** The order chosen by a column's header is kept when the filter changes. */
const KEPT = ['sort', 'dir'] as const;
/** New work shows up by itself: the queue asks again this often while it is open. */
const REFRESH_MS = 15_000;

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

function Pages({ body }: { body: QueueView }) {
  const [params] = useSearchParams();
  const last = Math.max(1, Math.ceil(body.total / body.pageSize));
  const to = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/?${next}`;
  };
  return (
    <nav aria-label="Queue pages" className={styles.pages}>
      <p>
        Page {body.page} of {last}, {body.total} {body.total === 1 ? 'request' : 'requests'}
      </p>
      {body.page > 1 && <Link to={to(body.page - 1)}>Previous page</Link>}
      {body.page < last && <Link to={to(body.page + 1)}>Next page</Link>}
    </nav>
  );
}

/**
 * Every request and quote, a page at a time: searched, narrowed by owner, status, brand, form and
 * policy number, sorted by any column; it refreshes itself while open, so new work appears.
 */
export function QueuePage() {
  const heading = usePageTitle('Request queue');
  const [params, setParams] = useSearchParams();
  const queue = useOpsQuery(queuePath(params), opsAnswer('queueResponse'), 'The queue could not be loaded.', {
    refreshMs: REFRESH_MS,
  });
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    for (const name of KEPT) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    // Drawn at once, so the table is marked busy before the click's event ends: nobody (and no
    // test) acts on the rows of the previous filter thinking they are the new ones.
    setParams(next, { flushSync: true });
  };
  const body = queue.data;
  // Ages are counted to the moment the answer was fetched (the server's drawing and the browser's
  // take-over count to the same moment); each refresh brings them up to date.
  const now = new Date(queue.updatedAt || Date.now()).toISOString();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Request queue
      </h1>
      <form className={styles.filters} onSubmit={filter} aria-label="Filter the queue">
        <div className={styles.field}>
          <label htmlFor="filter-q">Search</label>
          <input
            id="filter-q"
            name="q"
            type="search"
            aria-describedby="filter-q-hint"
            defaultValue={params.get('q') ?? ''}
          />
          <span id="filter-q-hint" className={styles.hint}>
            Reference, policy number, name, email, postcode or registration
          </span>
        </div>
        <FilterSelect name="owner" label="Whose work" any="Everyone's" options={[['me', 'My work']]} />
        <FilterSelect
          name="status"
          label="Status"
          any="Any status"
          options={Object.entries(REQUEST_STATUS_WORDS)}
        />
        <FilterSelect
          name="brand"
          label="Brand"
          any="Any brand"
          options={DEPLOYMENT_BRANDS.map((brand) => [brand, brandName(brand)])}
        />
        <FilterSelect name="form" label="Form" any="Any form" options={REQUEST_KINDS} />
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
          <ScriptButton type="submit" className={styles.button}>
            Filter
          </ScriptButton>
        </div>
      </form>
      {queue.error && (
        <div className={styles.error} role="alert">
          {queue.error}
        </div>
      )}
      {!body ? (
        <p>Loading…</p>
      ) : body.requests.length === 0 ? (
        <p>No requests match.</p>
      ) : (
        <>
          <QueueTable body={body} busy={queue.loading} now={now} />
          <Pages body={body} />
        </>
      )}
    </>
  );
}
