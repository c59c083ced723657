import { useCallback, useEffect, useState } from 'react';
import { OpsError, opsGet } from './opsApi.ts';

/**
 * One console call's answer, fetched when the path changes and again every `refreshMs` when
 * given (new work appears without a reload). The last answer stays shown while the next loads,
 * and `loading` says so: what is on screen was asked for by an earlier path.
 * The console's own small hook: the customer app's query client lives in a chunk the console
 * must not load.
 */
export function useOpsData<T>(path: string, failure: string, refreshMs?: number) {
  const [answer, setAnswer] = useState<{ path: string; body: T } | undefined>(undefined);
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((value) => value + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks for the same path again.
  useEffect(() => {
    let current = true;
    opsGet<T>(path).then(
      (body) => {
        if (!current) return;
        setAnswer({ path, body });
        setError('');
      },
      (caught) => current && setError(caught instanceof OpsError ? caught.message : failure),
    );
    return () => {
      current = false;
    };
  }, [path, failure, tick]);
  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(reload, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs, reload]);
  return { data: answer?.body, loading: answer?.path !== path && !error, error, reload };
}
