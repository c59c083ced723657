import { formatPence } from '@portal/domain/money';
import type { ReactNode } from 'react';
import { renderPage } from '../html/renderPage.ts';
import type { ChallengeDetails } from './sandboxGateway.ts';

/**
 * The sandbox's own HTML: the test bank's challenge page and the device data collection page.
 * No inline script: the challenge is a plain form, and collection uses a same-origin script file.
 */

function BankPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href="/sandbox-gateway/bank.css" />
      </head>
      <body>
        <header className="bank">
          <span className="lock" aria-hidden="true" />
          <span>Test Bank</span>
          <span className="secure">Secure check</span>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

/**
 * The pages' styles, served as a file: the portal's content policy allows no inline style, and
 * an inline block left the bank page unstyled with 22 px buttons. Laid out like a bank's
 * 3-D Secure page, to fit the 450 px frame on a phone; every button is at least 48 px tall.
 */
export const BANK_STYLES = `*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1d2433;background:#f4f6fa;line-height:1.4;font-size:1rem}
.bank{display:flex;align-items:center;gap:.5rem;background:#12355b;color:#fff;padding:.625rem 1rem;font-weight:700}
.bank .secure{margin-inline-start:auto;font-weight:400;font-size:.875rem}
.lock{display:inline-block;inline-size:.75rem;block-size:.625rem;background:#fff;border-radius:2px;position:relative;margin-block-start:.3rem}
.lock::before{content:"";position:absolute;inset-inline-start:.125rem;inset-block-start:-.4rem;inline-size:.5rem;block-size:.5rem;border:2px solid #fff;border-block-end:0;border-radius:.3rem .3rem 0 0}
main{max-inline-size:28rem;margin:0 auto;padding:.75rem 1rem 1rem}
.small{font-size:.8125rem}
h1{font-size:1.125rem;margin:0 0 .5rem}
p{margin:0 0 .75rem}
.notice{background:#fff7d6;border-inline-start:4px solid #8a6100;padding:.5rem .75rem;font-size:.875rem;margin-block-start:.75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;border:1px solid #c9d1de;border-radius:8px;padding:.5rem .75rem;margin:0 0 .75rem}
dt{font-weight:600;color:#4a5568}
dd{margin:0;text-align:end;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:700;flex:1 1 8rem;min-block-size:48px;padding:.75rem 1rem;border-radius:6px;border:2px solid #12355b;cursor:pointer}
button[value="approve"]{background:#12355b;color:#fff}
button[value="fail"]{background:#fff;color:#12355b}
button:hover{filter:brightness(1.1)}
button:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
`;

/**
 * The form targets the top window so the 303 back to the portal replaces the whole page,
 * not just the 3-D Secure frame, without needing a frame-breaking script. The secure card form
 * asks for `_self`: its whole flow stays inside the customer's payment frame.
 */
export const challengePage = (
  details: ChallengeDetails,
  token: string,
  target: '_top' | '_self' = '_top',
): string =>
  renderPage(
    <BankPage title="Test bank: confirm your payment">
      <h1>Test bank: confirm your payment</h1>
      <dl>
        <dt>Amount</dt>
        <dd>{formatPence(details.amountPence)}</dd>
        <dt>Card</dt>
        <dd>
          {details.cardType} ending {details.last4}
        </dd>
        <dt>Reference</dt>
        <dd className="small">{details.reference}</dd>
      </dl>
      <form method="post" action="/sandbox-gateway/challenge" target={target}>
        <input type="hidden" name="md" value={details.md} />
        <input type="hidden" name="JWT" value={token} />
        <p id="choice">Choose how the test bank answers this check.</p>
        {/* biome-ignore lint/a11y/useSemanticElements: the bank page's markup as before; a fieldset's borders and legend would change it */}
        <div className="actions" role="group" aria-labelledby="choice">
          <button type="submit" name="outcome" value="approve">
            Approve
          </button>
          <button type="submit" name="outcome" value="fail">
            Fail
          </button>
        </div>
        <p className="notice">
          This is the sandbox payment gateway's test bank page. No real bank is involved and no money moves.
        </p>
      </form>
    </BankPage>,
  );

export const challengeMissingPage = (): string =>
  renderPage(
    <BankPage title="Test bank: check not found">
      <h1>Test bank: check not found</h1>
      <p>This card check has expired or does not exist. Please go back and start the payment again.</p>
    </BankPage>,
  );

/** The hidden frame's page: it hands the reference to the portal through ddc.js. */
export const deviceDataPage = (dfReferenceId: string): string =>
  renderPage(
    <BankPage title="Test bank: device data collection">
      <h1>Device data collected</h1>
      <p id="df-reference" data-df-reference-id={dfReferenceId}>
        Reference {dfReferenceId}
      </p>
      <script src="/sandbox-gateway/ddc.js" />
    </BankPage>,
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
