import { type FormCode, formCard, hasJourney, isFormCode, stepAfterTriage } from '@portal/domain/forms';
import { firstStepPath, nextStepPath, stepGuard, TRIAGE_STEP } from '@portal/domain/journeys/navigation';
import { findStep, REVIEW_STEP, SUCCESS_STEP } from '@portal/domain/journeys/steps';
import { Navigate, useParams } from 'react-router';
import { withQuery } from '../app/keepQuery.tsx';
import { PageLoading } from '../app/PageLoading.tsx';
import { useShell } from '../app/ShellContext.tsx';
import { AgentOnlyPage } from '../pages/AgentOnlyPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { NotOnlineYetPage } from '../pages/NotOnlineYetPage.tsx';
import { TriageRoute } from '../triage/TriageRoute.tsx';
import { useAnswers } from './answersStore.ts';
import { ReviewPage } from './ReviewPage.tsx';
import { StepPage } from './StepPage.tsx';
import { SuccessPage } from './SuccessPage.tsx';
import { useJourney, useRuleContext } from './useJourney.ts';

const currentQuery = () => window.location.hash.split('?')[1] ?? '';

/**
 * /{form}/request/{step}: reads the form's journey definition and draws the step it names —
 * a question step, review and confirm, or success. Steps reached with earlier ones unfinished
 * go back to the first unfinished one (the spec's step guard).
 */
export function JourneyStepRoute() {
  const params = useParams();
  const { brand } = useShell();
  const form = params.form && isFormCode(params.form) ? params.form : null;
  if (!form) return <NotFoundPage />;
  // Some brands take this change only through an agent: every step sends the customer to chat.
  if (formCard(form).agentOnlyOn?.includes(brand)) return <AgentOnlyPage form={form} />;
  // A form with no journey yet still has its triage (which may send the customer to their
  // dashboard or a phone line); every step after it says plainly that it is not online yet.
  if (!hasJourney(form))
    return params.step === TRIAGE_STEP ? (
      <TriageRoute form={form} firstStep={stepAfterTriage(form)} />
    ) : (
      <NotOnlineYetPage form={form} />
    );
  return <JourneyStep form={form} stepId={params.step ?? ''} />;
}

function JourneyStep({ form, stepId }: { form: FormCode; stepId: string }) {
  const [answers, setAnswers] = useAnswers(form);
  const journey = useJourney(form);
  const ctx = useRuleContext(form, answers);
  if (journey.isError) return <Navigate to={withQuery(`/${form}/request/error/`, currentQuery())} replace />;
  if (!journey.data || !ctx) return <PageLoading />;

  if (stepId === SUCCESS_STEP)
    return <SuccessPage form={form} journey={journey.data} answers={answers} ctx={ctx} />;
  if (stepId === TRIAGE_STEP)
    return <TriageRoute form={form} firstStep={firstStepPath(journey.data, answers, ctx)} />;
  const unfinished = stepGuard(journey.data, stepId, answers, ctx);
  if (unfinished)
    return <Navigate to={withQuery(`/${form}/request/${unfinished}`, currentQuery())} replace />;
  if (stepId === REVIEW_STEP)
    return (
      <ReviewPage
        form={form}
        journey={journey.data}
        answers={answers}
        ctx={ctx}
        next={nextStepPath(journey.data, REVIEW_STEP, answers, ctx)}
      />
    );
  const step = findStep(journey.data, stepId);
  if (!step) return <NotFoundPage />;
  return (
    <StepPage
      key={stepId}
      form={form}
      journey={journey.data}
      step={step}
      answers={answers}
      setAnswers={setAnswers}
      ctx={ctx}
    />
  );
}
