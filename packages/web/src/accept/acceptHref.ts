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
