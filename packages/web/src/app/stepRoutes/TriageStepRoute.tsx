import { isAgentOnly } from '@portal/domain/brands/registry';
import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import { hasJourney, stepAfterTriage } from '@portal/domain/forms';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { AgentOnlyPage } from '../../journey/AgentOnlyPage.tsx';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import { useDrawnJourneyStart } from '../../triage/drawnJourneyStart.ts';
import { TriageRoute } from '../../triage/TriageRoute.tsx';

// The journey renderer, its rules and the definition load only when the browser draws triage itself.
const JourneyTriageRoute = lazy(() =>
  import('./JourneyTriageRoute.tsx').then((module) => ({ default: module.JourneyTriageRoute })),
);

/**
 * /{form}/request/triage: its chunk has the triage questions, not the journey's fields. Triage the
 * server drew carries its journey start with it, so hydrating it waits for no definition; the
 * journey renderer's gates (agent only, no journey yet) are checked here first, as it would.
 */
export function TriageStepRoute() {
  const { form = '' } = useParams();
  return isFormCode(form) ? <TriageOf form={form} /> : <NotFoundPage />;
}

function TriageOf({ form }: { form: FormCode }) {
  const { brand } = useShell();
  const drawn = useDrawnJourneyStart(form);
  if (isAgentOnly(brand, form)) return <AgentOnlyPage form={form} />;
  if (!hasJourney(form)) return <TriageRoute form={form} firstStep={stepAfterTriage(form)} />;
  if (drawn) return <TriageRoute form={form} firstStep={drawn.firstStep} counter={drawn.counter} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <JourneyTriageRoute />
    </Suspense>
  );
}
