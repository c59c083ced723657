/**
 * A customer page's address: `base` (a brand's origin) and the page's path with its query
 * (`/cov/request/triage?product=PCW`). Page addresses are paths; with `E2E_HASH_URLS=1` every test
 * opens its pages by the spec's hash form instead (`/#/cov/request/triage?product=PCW`, the form
 * of links in emails already sent), which the page forwards to the path before anything loads.
 */
export const appUrl = (base: string, path: string): string =>
  process.env.E2E_HASH_URLS === '1' ? `${base}/#${path}` : `${base}${path}`;
