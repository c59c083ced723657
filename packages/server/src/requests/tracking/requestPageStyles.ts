import { BRANDS } from '@portal/domain/brands/registry';

/**
 * The request page's styles, with each brand's colours from the one brand settings source: served
 * as a file, since the content policy allows no inline style.
 */
export function requestPageStyles(): string {
  const brands = Object.values(BRANDS)
    .map(
      (brand) =>
        `.brand-${brand.code}{--primary:${brand.colours.primary};--primary-text:${brand.colours.primaryText};--text:${brand.colours.text};--focus:${brand.colours.focus};--surface:${brand.colours.surface}}`,
    )
    .join('\n');
  return `${brands}
*{box-sizing:border-box}
body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:1.1875rem;line-height:1.5;color:var(--text);background:#fff}
.band{background:var(--primary);color:var(--primary-text);padding:1rem 1.25rem}
.brand-name{margin:0;font-size:1.5rem;font-weight:700}
main,footer{max-width:40rem;margin:0 auto;padding:1rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.3rem;margin:1.5rem 0 .5rem}
.panel{border-left:6px solid var(--primary);background:var(--surface);padding:.25rem 1rem .75rem;margin:1rem 0}
.state,.question{font-weight:700}
.notice{border:3px solid var(--primary);padding:0 1rem;margin:1rem 0}
.field{margin:1rem 0}
label{display:block;font-weight:700;margin-bottom:.25rem}
.hint{margin:0 0 .25rem;color:#505a5f}
.error{margin:0 0 .25rem;color:#b10e1e;font-weight:700}
textarea,input[type=file]{width:100%;font:inherit;padding:.5rem;border:2px solid #0b0c0c}
textarea[aria-invalid=true],input[aria-invalid=true]{border-color:#b10e1e}
button{font:inherit;font-weight:700;background:var(--primary);color:var(--primary-text);border:0;padding:.75rem 1.25rem;cursor:pointer;min-height:44px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.history{list-style:none;padding:0}
.history li{border-top:1px solid #b1b4b6;padding:.5rem 0}
.history p{margin:0}
.when{color:#505a5f;font-size:1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;
}
