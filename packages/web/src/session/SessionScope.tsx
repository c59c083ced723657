import { isFormCode } from '@portal/domain/formCodes';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useParams } from 'react-router';
import { onApiSuccess } from '../api/client.ts';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { QueryScope, queryClient } from '../lib/queryClient.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { sessionChannel } from './sessionChannel.ts';
import { endSession, touchSessionTs } from './sessionStorageKeys.ts';
import { isWarning, sessionTimer } from './sessionTimer.ts';

// The warning dialog (and the dialog library it uses) loads only when the warning is due,
// keeping it out of every journey page's first load.
const SessionTimeoutModal = lazy(() =>
  import('./SessionTimeoutModal.tsx').then((module) => ({ default: module.SessionTimeoutModal })),
);

export type Side = 'request' | 'accept';

/**
 * Wraps the journey pages of one side of a form: the countdown runs only while one of them
 * is shown. Activity is any successful API answer here or in another tab. Loaded with the
 * first journey page (route `lazy`), as is the query client it provides.
 */
export function SessionScope({ side }: { side: Side }) {
  const { form = '' } = useParams();
  const { sessionSeconds, product } = useShell();
  const navigate = useNavigateKeepingQuery();
  const remaining = useSyncExternalStore(
    sessionTimer.subscribe,
    sessionTimer.remaining,
    // The server draws the page before any countdown has started.
    sessionTimer.remaining,
  );
  const [busy, setBusy] = useState(false);
  const valid = isFormCode(form);

  useEffect(() => {
    if (!valid) return;
    sessionTimer.start(sessionSeconds);
    touchSessionTs(form);
    const stopListening = onApiSuccess(() => {
      sessionTimer.restart();
      touchSessionTs(form);
      sessionChannel.post('activity');
    });
    return () => {
      stopListening();
      sessionTimer.stop();
    };
  }, [valid, form, sessionSeconds]);

  // Another tab's activity keeps this one alive; another tab ending the session ends it here too.
  useEffect(
    () =>
      sessionChannel.listen((message) => {
        if (message === 'end') navigate(`/${form}/${side}/session-ended`, { replace: true });
        else sessionTimer.restart();
      }),
    [navigate, form, side],
  );

  useEffect(() => {
    if (remaining === 0) navigate(`/${form}/${side}/session-timeout`, { replace: true });
  }, [remaining, navigate, form, side]);

  const onContinue = useCallback(async () => {
    if (!valid || busy) return;
    setBusy(true);
    sessionTimer.restart();
    touchSessionTs(form);
    sessionChannel.post('continue');
    try {
      // The call and its answer's schema load when the customer stays, not with every journey page.
      const { fetchStaticData, staticDataKey } = await import('../api/calls/staticData.ts');
      await queryClient.fetchQuery({
        queryKey: staticDataKey(form),
        queryFn: () => fetchStaticData(form, undefined, product),
        retry: 3,
        staleTime: 0,
      });
    } catch {
      navigate(`/${form}/${side}/session-timeout`, { replace: true });
    } finally {
      setBusy(false);
    }
  }, [valid, busy, form, product, navigate, side]);

  const onEnd = useCallback(async () => {
    setBusy(true);
    sessionChannel.post('end');
    await endSession();
    setBusy(false);
    navigate(`/${form}/${side}/session-ended`, { replace: true });
  }, [form, side, navigate]);

  // The journey and accept pages under this scope are the ones that fetch through the query client.
  return (
    <QueryScope>
      <Outlet />
      {isWarning(remaining) && (
        <Suspense fallback={null}>
          <SessionTimeoutModal remaining={remaining} busy={busy} onContinue={onContinue} onEnd={onEnd} />
        </Suspense>
      )}
    </QueryScope>
  );
}
