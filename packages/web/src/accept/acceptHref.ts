/**
 * Query handling the payment pages need beyond "keep the query": the card-error flag is the
 * page's own and must not follow the customer onward, and the bank's return address drops the
 * query, so it is restored from the payment attempt.
 */
export const CARD_ERROR_PARAM = 'paymentErrorCC';

export function searchWithout(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** `/{form}/accept/{route}` with the customer's query merged into any query the route carries. */
export function acceptHref(form: string, route: string, search: string): string {
  const [page = '', own = ''] = route.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(own)) params.set(key, value);
  const query = params.toString();
  return `/${form}/accept/${page}${query ? `?${query}` : ''}`;
}

/**
 * The bank's return address. The bank appends `;status=…` to it, and a full page load comes back
 * through the shell's entry guards, which need the customer's query (product, brand). So the
 * query rides along, and ends in an empty parameter that takes the appended status, leaving
 * every other parameter intact: `…/redirects?product=PCW&return=;status=success`.
 */
export const RETURN_PARAM = 'return';

export const returnAddress = (form: string, search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(RETURN_PARAM);
  const kept = params.toString();
  return `/${form}/accept/redirects?${kept ? `${kept}&` : ''}${RETURN_PARAM}=`;
};

/** The status the bank appended: in the path's matrix part (`redirects;status=…`) or in the return parameter. */
export function returnedStatus(pathname: string, search: string): string {
  const matrix =
    /\/redirects;(.*)$/.exec(pathname)?.[1] ?? new URLSearchParams(search).get(RETURN_PARAM) ?? '';
  return new URLSearchParams(matrix.replaceAll(';', '&')).get('status') ?? '';
}
