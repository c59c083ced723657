import { formatPence } from '@portal/domain/money';
import { escapeHtml } from '../html/escapeHtml.ts';

/**
 * The secure card form's own HTML, served by the payment side on the portal's origin and framed
 * by the customer's page. No inline script or style: the content policy allows neither.
 */
const page = (title: string, body: string, data: { uuid?: string; outcome?: string } = {}) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sandbox-gateway/bank.css">
<link rel="stylesheet" href="/secure-form/form.css">
</head>
<body data-uuid="${escapeHtml(data.uuid ?? '')}" data-outcome="${escapeHtml(data.outcome ?? '')}">
<header class="bank"><span class="lock" aria-hidden="true"></span><span>Secure payment</span><span class="secure">Card details are sent to the payment provider only</span></header>
<main>
${body}
</main>
<script src="/secure-form/secure-form.js"></script>
</body>
</html>`;

export interface FormView {
  id: string;
  uuid: string;
  amountPence: number;
  /** What the customer typed, minus the card number and security code (never echoed back). */
  kept: { holderName?: string; expiryMonth?: string; expiryYear?: string; postCode?: string };
  errors: { field: string; message: string }[];
  notice?: string;
}

const FIELDS = [
  { name: 'holderName', label: 'Name on the card', autocomplete: 'cc-name', mode: 'text' },
  { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', mode: 'numeric' },
  { name: 'expiryMonth', label: 'Expiry month (MM)', autocomplete: 'cc-exp-month', mode: 'numeric' },
  { name: 'expiryYear', label: 'Expiry year (YYYY)', autocomplete: 'cc-exp-year', mode: 'numeric' },
  { name: 'securityNumber', label: 'Security code', autocomplete: 'cc-csc', mode: 'numeric' },
  { name: 'postCode', label: 'Billing postcode', autocomplete: 'postal-code', mode: 'text' },
] as const;

function field(view: FormView, spec: (typeof FIELDS)[number]): string {
  const error = view.errors.find((item) => item.field === spec.name)?.message;
  const value = spec.name in view.kept ? (view.kept as Record<string, string | undefined>)[spec.name] : '';
  const id = `field-${spec.name}`;
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${id}">${spec.label}</label>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
<input id="${id}" name="${spec.name}" autocomplete="${spec.autocomplete}" inputmode="${spec.mode}" value="${escapeHtml(value ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
</div>`;
}

export const secureFormPage = (view: FormView): string => {
  const summary = view.errors.length
    ? `<div class="summary" role="alert"><h2>There is a problem</h2><ul>${view.errors
        .map(
          (error) => `<li><a href="#field-${escapeHtml(error.field)}">${escapeHtml(error.message)}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  return page(
    'Pay by card',
    `<h1>Pay ${escapeHtml(formatPence(view.amountPence))} by card</h1>
${summary}${view.notice ? `<p class="notice" role="alert">${escapeHtml(view.notice)}</p>` : ''}
<form method="post" action="/secure-form/${escapeHtml(view.id)}" novalidate>
${FIELDS.map((spec) => field(view, spec)).join('\n')}
<div class="actions"><button type="submit" value="approve">Pay ${escapeHtml(formatPence(view.amountPence))}</button></div>
</form>`,
    { uuid: view.uuid },
  );
};

/** Hands the 3-D Secure check to the test bank inside this frame (the customer presses on). */
export const secureChallengePage = (challenge: { challengeUrl: string; md: string; jwt: string }) =>
  page(
    'Confirm with your bank',
    `<h1>Confirm with your bank</h1>
<p>Your bank wants to check it is you before the payment is taken.</p>
<form method="post" action="${escapeHtml(challenge.challengeUrl)}">
<input type="hidden" name="MD" value="${escapeHtml(challenge.md)}">
<input type="hidden" name="JWT" value="${escapeHtml(challenge.jwt)}">
<input type="hidden" name="Frame" value="self">
<div class="actions"><button type="submit" value="approve">Continue to your bank</button></div>
</form>`,
  );

const OUTCOME_COPY = {
  TAKEN: { title: 'Payment taken', text: 'Thank you: your payment has been taken.' },
  DECLINED: {
    title: 'Payment not taken',
    text: 'Your payment was not taken. You can try another card.',
  },
  WAITING: { title: 'Payment not finished', text: 'Your payment has not finished. You can try again.' },
} as const;

export const secureOutcomePage = (id: string, state: keyof typeof OUTCOME_COPY) =>
  page(
    OUTCOME_COPY[state].title,
    `<h1>${OUTCOME_COPY[state].title}</h1>
<p role="status">${OUTCOME_COPY[state].text}</p>
${state === 'TAKEN' ? '' : `<p><a href="/secure-form/${escapeHtml(id)}">Try another card</a></p>`}`,
    { outcome: state },
  );

export const secureFormGonePage = () =>
  page(
    'Secure payment unavailable',
    `<h1>Secure payment unavailable</h1>
<p>This payment form has expired or does not exist. Please ask for a new one.</p>`,
  );

export const SECURE_FORM_STYLES = `.field{margin-block-end:.75rem}
label{display:block;font-weight:600;margin-block-end:.25rem}
input{font:inherit;inline-size:100%;min-block-size:44px;padding:.5rem;border:2px solid #4a5568;border-radius:4px;background:#fff}
input:focus-visible{outline:3px solid #ffbf47;outline-offset:1px}
.invalid input{border-color:#b00020}
.error{color:#b00020;font-weight:600;margin:0 0 .25rem}
.summary{border:3px solid #b00020;padding:.5rem .75rem;margin-block-end:.75rem;background:#fff}
.summary h2{font-size:1rem;margin:0 0 .25rem}
.summary a{color:#b00020}
a{color:#12355b}
`;

/**
 * Tells the framing page which quote this form is for (`{ type: 'speik', uuid }`, an empty uuid
 * when the form cannot take a payment), and later how it ended; only to the same origin.
 */
export const SECURE_FORM_SCRIPT = `(function () {
  if (window.parent === window) return;
  var body = document.body;
  var message = { type: 'speik', uuid: body.getAttribute('data-uuid') || '', outcome: body.getAttribute('data-outcome') || '' };
  window.parent.postMessage(JSON.stringify(message), window.location.origin);
})();
`;
