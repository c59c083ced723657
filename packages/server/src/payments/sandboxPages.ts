import { formatPence } from '@portal/domain/money';
import { escapeHtml } from '../html/escapeHtml.ts';
import type { ChallengeDetails } from './sandboxGateway.ts';

/**
 * The sandbox's own HTML: the test bank's challenge page and the device data collection page.
 * No inline script: the challenge is a plain form, and collection uses a same-origin script file.
 */

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #0b0c0c; background: #fff; }
h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
.notice { background: #fff7bf; border-left: 4px solid #b58800; padding: .5rem .75rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
button { font: inherit; padding: .6rem 1.2rem; margin-right: .75rem; border: 2px solid #0b0c0c; border-radius: 4px; cursor: pointer; }
button[value="approve"] { background: #00703c; color: #fff; }
button[value="fail"] { background: #fff; color: #0b0c0c; }
button:focus-visible { outline: 3px solid #ffdd00; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/**
 * The form targets the top window so the 303 back to the portal replaces the whole page,
 * not just the 3-D Secure frame, without needing a frame-breaking script.
 */
export const challengePage = (details: ChallengeDetails, token: string): string =>
  page(
    'Test bank: confirm your payment',
    `<h1>Test bank: confirm your payment</h1>
<p class="notice">This is the sandbox payment gateway's test bank page. No real bank is involved and no money moves.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(formatPence(details.amountPence))}</dd>
<dt>Card</dt><dd>${escapeHtml(details.cardType)} ending ${escapeHtml(details.last4)}</dd>
<dt>Reference</dt><dd>${escapeHtml(details.reference)}</dd>
</dl>
<form method="post" action="/sandbox-gateway/challenge" target="_top">
<input type="hidden" name="md" value="${escapeHtml(details.md)}">
<input type="hidden" name="JWT" value="${escapeHtml(token)}">
<p id="choice">Choose how the test bank answers this check.</p>
<div role="group" aria-labelledby="choice">
<button type="submit" name="outcome" value="approve">Approve</button>
<button type="submit" name="outcome" value="fail">Fail</button>
</div>
</form>`,
  );

export const challengeMissingPage = (): string =>
  page(
    'Test bank: check not found',
    `<h1>Test bank: check not found</h1>
<p>This card check has expired or does not exist. Please go back and start the payment again.</p>`,
  );

/** The hidden frame's page: it hands the reference to the portal through ddc.js. */
export const deviceDataPage = (dfReferenceId: string): string =>
  page(
    'Test bank: device data collection',
    `<h1>Device data collected</h1>
<p id="df-reference" data-df-reference-id="${escapeHtml(dfReferenceId)}">Reference ${escapeHtml(dfReferenceId)}</p>
<script src="/sandbox-gateway/ddc.js"></script>`,
  );

/**
 * Posts the reference to the parent window in the shape 3-D Secure collection frames use
 * (`profile.completed`), so the portal's listener works against a real provider too.
 */
export const DEVICE_DATA_SCRIPT = `(function () {
  var el = document.getElementById('df-reference');
  if (!el || window.parent === window) return;
  window.parent.postMessage(
    JSON.stringify({ MessageType: 'profile.completed', SessionId: el.getAttribute('data-df-reference-id'), Status: true }),
    window.location.origin
  );
})();
`;
