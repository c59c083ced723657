import { type LoaderFunctionArgs, redirect } from 'react-router';
import { journeyStartPath } from '../lib/journeyStart.ts';
import { withQuery } from '../lib/keepQuery.tsx';

// Loaders the page table's entries name; the brand's entry guards are in guardLoaders.ts.

export const toNotFound = ({ request }: LoaderFunctionArgs) =>
  redirect(withQuery('/error', new URL(request.url).search));

export const toTriage = ({ request, params }: LoaderFunctionArgs) =>
  redirect(withQuery(journeyStartPath(params.form ?? ''), new URL(request.url).search));

/** The bank's return address is `redirects;status=…`: one path segment with a matrix part. */
export const isPaymentReturn = (segment: string | undefined) => /^redirects(;|$)/.test(segment ?? '');

export const paymentReturnLoader = ({ params, request }: LoaderFunctionArgs) =>
  isPaymentReturn(params.returned) ? null : redirect(withQuery('/error', new URL(request.url).search));

/** Exit is reachable only after pressing Exit, which stores the exit flag. */
export const exitLoader = ({ params, request }: LoaderFunctionArgs) =>
  sessionStorage.getItem(`mta-${params.form ?? ''}-exit`) === 'true'
    ? null
    : redirect(withQuery(`/${params.form ?? ''}/accept/error`, new URL(request.url).search));
