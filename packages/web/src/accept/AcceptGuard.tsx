import { guardAcceptPage, guardRequestSideAccepted } from '@portal/domain/accept/acceptGuards';
import type { AcceptPage } from '@portal/domain/accept/acceptRoutes';
import { isFormCode } from '@portal/domain/formCodes';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { withQuery } from '../lib/keepQuery.tsx';
import { useStorageKnown } from '../lib/storageKnown.ts';
import { markExit } from '../session/sessionStorageKeys.ts';
import { useShell } from '../shell/ShellContext.tsx';

/**
 * The accept guards: each page states what it needs from session
 * storage and the domain decides before the page renders. A component rather than a loader
 * because the Greenflag rule needs the deployment brand, which the shell context holds.
 * Redirects keep the query. Until session storage is known (the server's frame of card payment,
 * and hydrating it) the page renders as its frame, unguarded, and the guard decides right after.
 */
export function AcceptGuard({
  page,
  side = 'accept',
  children,
}: {
  page: AcceptPage;
  /** The web-chat path's request-side copies of the payment pages need the accepted flag only. */
  side?: 'accept' | 'request';
  children: ReactNode;
}) {
  const { form = '' } = useParams();
  const { search } = useLocation();
  const { brand } = useShell();
  const storageKnown = useStorageKnown();
  if (!isFormCode(form)) return <Navigate to={withQuery('/error', search)} replace />;
  if (!storageKnown) return children;
  const input = { form, brand, read: (key: string) => sessionStorage.getItem(key) };
  const decision = side === 'request' ? guardRequestSideAccepted(input) : guardAcceptPage(page, input);
  if (decision.kind === 'allow') return children;
  if (decision.kind === 'external') {
    window.location.replace(decision.url);
    return null;
  }
  // request/error shows only with the exit flag.
  if (decision.path.endsWith('/request/error')) markExit(form);
  return <Navigate to={withQuery(decision.path, search)} replace />;
}
