import { CARD_PREFIXES } from '@portal/domain/payment/cardType';

/** The secure card form's stylesheet and script, served as files: its content policy allows no inline ones. */

export const SECURE_FORM_STYLES = `.bank{padding-block:.375rem}
.bank .secure{font-size:.8125rem}
main{padding-block:.5rem .5rem}
h1{margin-block-end:.375rem}
.row{display:flex;gap:.5rem;align-items:flex-end}
.row>*{flex:1 1 0;min-inline-size:0}
.row[hidden]{display:none}
.pay .actions{flex:1.4 1 0;margin-block-end:.375rem}
.field{margin-block-end:.375rem}
label{display:block;font-weight:600;font-size:.8125rem;margin-block-end:.125rem;white-space:nowrap}
input{font:inherit;inline-size:100%;min-block-size:44px;padding:.375rem .5rem;border:2px solid #4a5568;border-radius:4px;background:#fff}
input::placeholder{color:#5c6370}
input:focus-visible{outline:3px solid #ffbf47;outline-offset:1px}
.invalid input{border-color:#b00020}
.error{color:#b00020;font-weight:600;font-size:.875rem;margin:0 0 .25rem}
.summary{border:3px solid #b00020;padding:.5rem .75rem;margin-block-end:.75rem;background:#fff}
.summary h2{font-size:1rem;margin:0 0 .25rem}
.summary a{color:#b00020}
a{color:#12355b}
.visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

/** Card number prefixes of the card rules (longest first), so the form's script never disagrees. */
const PREFIX_TABLE = JSON.stringify(CARD_PREFIXES);

/**
 * Shows the Maestro row (start date, issue number) only while the card number is a Maestro one,
 * as the portal's own card form does; without the script the row simply stays shown. Then tells
 * the framing page which quote this form is for (`{ type: 'speik', uuid }`, an empty uuid when
 * the form cannot take a payment), and later how it ended; only to the same origin.
 */
export const SECURE_FORM_SCRIPT = `(function () {
  var row = document.querySelector('[data-maestro-row]');
  var number = document.getElementById('field-cardNumber');
  if (row && number) {
    var prefixes = ${PREFIX_TABLE};
    var update = function () {
      var digits = number.value.replace(/\\D/g, '');
      var match = prefixes.find(function (entry) { return digits.indexOf(entry[0]) === 0; });
      row.hidden = !((match && match[1] === 'maestro') || row.getAttribute('data-keep') === 'yes');
    };
    number.addEventListener('input', update);
    update();
  }
  if (window.parent === window) return;
  var body = document.body;
  var message = { type: 'speik', uuid: body.getAttribute('data-uuid') || '', outcome: body.getAttribute('data-outcome') || '' };
  window.parent.postMessage(JSON.stringify(message), window.location.origin);
})();
`;
