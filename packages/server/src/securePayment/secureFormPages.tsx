import { formatPence } from '@portal/domain/money';
import type { ReactNode } from 'react';
import { renderPage } from '../html/renderPage.ts';

/**
 * The secure card form's own HTML, served by the payment side on the portal's origin and framed
 * by the customer's page. No inline script or style: the content policy allows neither.
 */
function SecurePage(props: { title: string; uuid?: string; outcome?: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <link rel="stylesheet" href="/sandbox-gateway/bank.css" />
        <link rel="stylesheet" href="/secure-form/form.css" />
      </head>
      <body data-uuid={props.uuid ?? ''} data-outcome={props.outcome ?? ''}>
        <header className="bank">
          <span className="lock" aria-hidden="true" />
          <span>Secure payment</span>
          <span className="secure">Card details are sent to the payment provider only</span>
        </header>
        <main>{props.children}</main>
        <script src="/secure-form/secure-form.js" />
      </body>
    </html>
  );
}

type Kept =
  | 'holderName'
  | 'expiryMonth'
  | 'expiryYear'
  | 'startMonth'
  | 'startYear'
  | 'issueNumber'
  | 'postCode';

export interface FormView {
  id: string;
  uuid: string;
  amountPence: number;
  /** What the customer typed, minus the card number and security code (never echoed back). */
  kept: Partial<Record<Kept, string>>;
  errors: { field: string; message: string }[];
  notice?: string;
}

interface FieldSpec {
  name: string;
  label: string;
  autocomplete?: string;
  mode: 'text' | 'numeric';
  /** The format the customer types: shown inside the empty input, and read out after the label. */
  placeholder?: string;
}

/**
 * Rows of the form, laid out to fit a 390 px phone inside the 470 px frame without scrolling:
 * short inputs share a row. The Maestro row (start date, issue number) is the card page's own
 * pair; the form's script hides it while the card number is not a Maestro one.
 */
const ROWS: { fields: FieldSpec[]; maestro?: true }[] = [
  { fields: [{ name: 'holderName', label: 'Name on the card', autocomplete: 'cc-name', mode: 'text' }] },
  { fields: [{ name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', mode: 'numeric' }] },
  {
    fields: [
      {
        name: 'expiryMonth',
        label: 'Expiry month',
        autocomplete: 'cc-exp-month',
        mode: 'numeric',
        placeholder: 'MM',
      },
      {
        name: 'expiryYear',
        label: 'Expiry year',
        autocomplete: 'cc-exp-year',
        mode: 'numeric',
        placeholder: 'YYYY',
      },
      { name: 'securityNumber', label: 'Security code', autocomplete: 'cc-csc', mode: 'numeric' },
    ],
  },
  {
    maestro: true,
    fields: [
      { name: 'startMonth', label: 'Start month', mode: 'numeric', placeholder: 'MM' },
      { name: 'startYear', label: 'Start year', mode: 'numeric', placeholder: 'YYYY' },
      { name: 'issueNumber', label: 'Issue number', mode: 'numeric' },
    ],
  },
];
const POSTCODE: FieldSpec = {
  name: 'postCode',
  label: 'Billing postcode',
  autocomplete: 'postal-code',
  mode: 'text',
};
const MAESTRO_FIELDS = new Set(['startMonth', 'startYear', 'issueNumber']);

const keptValue = (view: FormView, name: string) => (view.kept as Record<string, string | undefined>)[name];

function Field({ view, spec }: { view: FormView; spec: FieldSpec }) {
  const error = view.errors.find((item) => item.field === spec.name)?.message;
  const id = `field-${spec.name}`;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>
        {spec.label}
        {spec.placeholder && <span className="visually-hidden"> ({spec.placeholder})</span>}
      </label>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <input
        id={id}
        name={spec.name}
        autoComplete={spec.autocomplete ?? 'off'}
        inputMode={spec.mode}
        placeholder={spec.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        defaultValue={keptValue(view, spec.name) ?? ''}
      />
    </div>
  );
}

/** A Maestro row stays shown when the server has something to say about it or kept a value in it. */
const maestroShown = (view: FormView) =>
  view.errors.some((error) => MAESTRO_FIELDS.has(error.field)) ||
  [...MAESTRO_FIELDS].some((name) => keptValue(view, name));

export const secureFormPage = (view: FormView): string => {
  const amount = formatPence(view.amountPence);
  return renderPage(
    <SecurePage title="Pay by card" uuid={view.uuid}>
      <h1>Pay {amount} by card</h1>
      {view.errors.length > 0 && (
        <div className="summary" role="alert">
          <h2>There is a problem</h2>
          <ul>
            {view.errors.map((error) => (
              <li key={error.field}>
                <a href={`#field-${error.field}`}>{error.message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.notice && (
        <p className="notice" role="alert">
          {view.notice}
        </p>
      )}
      <form method="post" action={`/secure-form/${view.id}`} noValidate>
        {ROWS.map((row) => (
          <div
            key={row.fields[0]?.name}
            className={row.maestro ? 'row maestro' : 'row'}
            {...(row.maestro
              ? { 'data-maestro-row': '', 'data-keep': maestroShown(view) ? 'yes' : 'no' }
              : {})}
          >
            {row.fields.map((spec) => (
              <Field key={spec.name} view={view} spec={spec} />
            ))}
          </div>
        ))}
        <div className="row pay">
          <Field view={view} spec={POSTCODE} />
          <div className="actions">
            <button type="submit" value="approve">
              Pay {amount}
            </button>
          </div>
        </div>
      </form>
    </SecurePage>,
  );
};

/** Hands the 3-D Secure check to the test bank inside this frame (the customer presses on). */
export const secureChallengePage = (challenge: { challengeUrl: string; md: string; jwt: string }) =>
  renderPage(
    <SecurePage title="Confirm with your bank">
      <h1>Confirm with your bank</h1>
      <p>Your bank wants to check it is you before the payment is taken.</p>
      <form method="post" action={challenge.challengeUrl}>
        <input type="hidden" name="MD" value={challenge.md} />
        <input type="hidden" name="JWT" value={challenge.jwt} />
        <input type="hidden" name="Frame" value="self" />
        <div className="actions">
          <button type="submit" value="approve">
            Continue to your bank
          </button>
        </div>
      </form>
    </SecurePage>,
  );

const OUTCOME_COPY = {
  TAKEN: { title: 'Payment taken', text: 'Thank you: your payment has been taken.' },
  DECLINED: { title: 'Payment not taken', text: 'Your payment was not taken. You can try another card.' },
  WAITING: { title: 'Payment not finished', text: 'Your payment has not finished. You can try again.' },
} as const;

export const secureOutcomePage = (id: string, state: keyof typeof OUTCOME_COPY) =>
  renderPage(
    <SecurePage title={OUTCOME_COPY[state].title} outcome={state}>
      <h1>{OUTCOME_COPY[state].title}</h1>
      <p role="status">{OUTCOME_COPY[state].text}</p>
      {state !== 'TAKEN' && (
        <p>
          <a href={`/secure-form/${id}`}>Try another card</a>
        </p>
      )}
    </SecurePage>,
  );

export const secureFormGonePage = () =>
  renderPage(
    <SecurePage title="Secure payment unavailable">
      <h1>Secure payment unavailable</h1>
      <p>This payment form has expired or does not exist. Please ask for a new one.</p>
    </SecurePage>,
  );
