import type { QueueSort } from '@portal/domain/api/opsConsole';
import type { QueueView } from '@portal/domain/api/opsResponses';
import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  brandName,
  clockTime,
  dueText,
  formName,
  londonDateTime,
  quoteStateWords,
  statusText,
  waitingFor,
} from './labels.ts';
import opsStyles from './ops.module.css';
import styles from './queue.module.css';
import { ScriptButton } from './ScriptButton.tsx';

type QueueRow = QueueView['requests'][number];
type Column = { key: string; label: string; sort?: Exclude<QueueSort, 'newest' | 'oldest'> };

const COLUMNS: Column[] = [
  { key: 'reference', label: 'Reference', sort: 'reference' },
  { key: 'received', label: 'Received', sort: 'received' },
  { key: 'due', label: 'Promised reply', sort: 'due' },
  { key: 'form', label: 'Form', sort: 'form' },
  { key: 'brand', label: 'Brand', sort: 'brand' },
  { key: 'policy', label: 'Policy' },
  { key: 'customer', label: 'Customer', sort: 'customer' },
  { key: 'owner', label: 'Owner', sort: 'owner' },
  { key: 'status', label: 'Status', sort: 'status' },
  { key: 'quote', label: 'Quote' },
];

/** Which column the URL sorts by, and which way; newest received first when it says nothing. */
function currentSort(params: URLSearchParams): { column: string; dir: 'asc' | 'desc' } {
  const sort = params.get('sort');
  if (!sort || sort === 'newest') return { column: 'received', dir: 'desc' };
  if (sort === 'oldest') return { column: 'received', dir: 'asc' };
  return { column: sort, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/** Up, down, Home and End (or j and k) move between the rows' links; Enter opens the one in focus. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-row-link]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const to: Record<string, number> = {
    ArrowDown: at + 1,
    j: at + 1,
    ArrowUp: at - 1,
    k: at - 1,
    Home: 0,
    End: links.length - 1,
  };
  const next = to[event.key];
  if (next === undefined || at === -1) return;
  event.preventDefault();
  links[Math.min(links.length - 1, Math.max(0, next))]?.focus();
}

function Row({ row, now }: { row: QueueRow; now: string }) {
  const overdue = row.promise?.overdue === true;
  const received = londonDateTime(row.createdAt);
  const waiting = row.status === 'done' ? '' : waitingFor(row.createdAt, now);
  const status = statusText(row.status, row.outcome);
  const answerDue = row.waitingDue ? `answer due ${dueText(row.waitingDue.dueAt)}` : '';
  return (
    <tr className={overdue ? styles.overdue : undefined}>
      <td className={styles.reference}>
        <Link to={`/requests/${row.reference}`} data-row-link>
          {row.reference}
        </Link>
      </td>
      <td title={`Received ${received}${waiting ? `, ${waiting}` : ''}`}>
        {waiting && <>{waiting} · </>}
        <span className={waiting ? styles.quiet : undefined}>
          {waiting ? clockTime(row.createdAt) : received}
        </span>
      </td>
      <td
        title={
          row.promise
            ? `Reply due ${dueText(row.promise.dueAt)}, ${row.promise.hours} hours after it came in`
            : undefined
        }
      >
        {row.promise ? (
          <>
            {overdue && <span className={styles.overdueTag}>Overdue: </span>}
            {dueText(row.promise.dueAt)} ({row.promise.hours} h)
          </>
        ) : (
          '–'
        )}
      </td>
      <td title={row.preview ? `${formName(row.form)}: ${row.preview}` : formName(row.form)}>
        {formName(row.form)}
        {row.preview && <span className={styles.quiet}> “{row.preview}”</span>}
      </td>
      <td>{brandName(row.brand)}</td>
      <td className={styles.policy}>{row.policyNumber ?? '–'}</td>
      <td title={row.customer}>{row.customer}</td>
      <td title={row.owner?.name ?? 'Nobody'}>{row.owner?.name ?? 'Nobody'}</td>
      <td title={answerDue ? `${status}, ${answerDue}` : status}>
        {status}
        {row.waitingDue && (
          <span className={row.waitingDue.overdue ? styles.overdueTag : styles.quiet}>
            {row.waitingDue.overdue ? ', answer overdue' : `, ${answerDue}`}
          </span>
        )}
      </td>
      <td className={styles.quote}>{row.quoteStatus ? quoteStateWords(row.quoteStatus) : '–'}</td>
    </tr>
  );
}

/**
 * The queue's rows, one line each under a header that stays in view: each column sorts when its
 * header is pressed, and the arrow keys move between rows.
 */
export function QueueTable({ body, busy, now }: { body: QueueView; busy: boolean; now: string }) {
  const [params, setParams] = useSearchParams();
  const sorted = currentSort(params);
  const sortBy = (column: NonNullable<Column['sort']>) => {
    const next = new URLSearchParams(params);
    const dir = sorted.column === column && sorted.dir === 'asc' ? 'desc' : 'asc';
    next.set('sort', column);
    next.set('dir', dir);
    next.delete('page');
    setParams(next, { flushSync: true });
  };
  const headers = COLUMNS.map((column) => {
    const active = sorted.column === column.key;
    return (
      <th
        key={column.key}
        scope="col"
        className={styles[column.key]}
        aria-sort={active ? (sorted.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        {column.sort ? (
          <ScriptButton className={styles.sort} onClick={() => column.sort && sortBy(column.sort)}>
            {column.label}
            <span aria-hidden="true">{active ? (sorted.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
          </ScriptButton>
        ) : (
          column.label
        )}
      </th>
    );
  });
  return (
    <table className={styles.table} aria-busy={busy}>
      <caption className={opsStyles.visuallyHidden}>
        Requests, sorted by {COLUMNS.find((column) => column.key === sorted.column)?.label.toLowerCase()},{' '}
        {sorted.dir === 'asc' ? 'ascending' : 'descending'}. Up and down arrows move between rows; Enter opens
        the request.
      </caption>
      <thead>
        <tr>{headers}</tr>
      </thead>
      <tbody onKeyDown={moveBetweenRows}>
        {body.requests.map((row) => (
          <Row key={row.reference} row={row} now={now} />
        ))}
      </tbody>
    </table>
  );
}
