import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings, parseQuery } from '@portal/domain/brands/registry';
import { isFormCode } from '@portal/domain/formCodes';
import { type GuardDecision, mainEntryGuard, requestPageGuard } from '@portal/domain/guards';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { withQuery } from '../lib/keepQuery.tsx';
import { hasExit, markExit } from '../session/sessionStorageKeys.ts';

/**
 * Route loaders are the entry guards. They decide before a page renders,
 * and every redirect keeps the query string.
 */

/** Leaves the SPA for another site; the navigation never settles because the page is going away. */
function leaveFor(url: string): Response | Promise<never> {
  // The server's first render answers with an HTTP redirect instead.
  if (typeof window === 'undefined') return redirect(url);
  window.location.replace(url);
  return new Promise<never>(() => {});
}

function follow(decision: GuardDecision, search: string): Response | Promise<never> | null {
  if (decision.kind === 'allow') return null;
  if (decision.kind === 'external') return leaveFor(decision.url);
  // The request guard sends to request/error; that page shows only with the exit flag.
  const requestError = /^\/([^/]+)\/request\/error$/.exec(decision.path)?.[1];
  if (requestError && isFormCode(requestError)) markExit(requestError);
  return redirect(withQuery(decision.path, search));
}

const guardInput = (request: Request, form: string, brand: DeploymentBrand) => {
  const url = new URL(request.url);
  return { url, input: isFormCode(form) ? { form, brand, ...parseQuery(url.searchParams) } : null };
};

/** A path naming no form of ours, whatever follows it, leaves for the brand's own site. */
function unknownForm(brand: DeploymentBrand) {
  return leaveFor(brandSettings(brand).links.fallback);
}

export const formLoader =
  (brand: DeploymentBrand) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const { url, input } = guardInput(request, params.form ?? '', brand);
    // The old renewal preference address lives on.
    if (params.form === 'autorenewal')
      return redirect(withQuery(url.pathname.replace(/^\/autorenewal/, '/renpref'), url.search));
    if (!input) return unknownForm(brand);
    return follow(mainEntryGuard(input), url.search);
  };

export const requestStepLoader =
  (brand: DeploymentBrand) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const { url, input } = guardInput(request, params.form ?? '', brand);
    if (!input) return redirect(withQuery('/error', url.search));
    return follow(requestPageGuard(input), url.search);
  };

/** The request error page is reachable only when the journey stored its exit flag. */
export const requestErrorLoader = ({ request, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const form = params.form ?? '';
  if (isFormCode(form) && hasExit(form)) return null;
  return redirect(withQuery('/error', url.search));
};

/** Any path the portal does not know leaves for the brand's own site. */
export const unknownPathLoader = (brand: DeploymentBrand) => () =>
  leaveFor(brandSettings(brand).links.fallback);
