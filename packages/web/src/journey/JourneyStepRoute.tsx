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
import type { TriageRoute } from '../triage/TriageRoute.tsx';
import { useAnswers } from './answersStore.ts';
import type { ReviewPage } from './ReviewPage.tsx';
import type { StepPage } from './StepPage.tsx';
import type { SuccessPage } from './SuccessPage.tsx';
import { useJourney, useRuleContext } from './useJourney.ts';

/**
 * The pages a step route draws. Each route module (stepRoutes/) passes the ones its steps
 * need, so triage and review do not load the question fields (react-aria's radio group and
 * date picker, about 95 KB gzip).
 */
export interface StepViews {
  triage?: typeof TriageRoute;
  review?: typeof ReviewPage;
  success?: typeof SuccessPage;
  step?: typeof StepPage;
}

const currentQuery = () => window.location.hash.split('?')[1] ?? '';

/**
 * /{form}/request/{step}: reads the form's journey definition and draws the step it names —
 * a question step, review and confirm, or success. Steps reached with earlier ones unfinished
 * go back to the first unfinished one (the spec's step guard).
 */
export function JourneyStepRoute({ views, step }: { views: StepViews; step?: string }) {
  const params = useParams();
  const stepId = step ?? params.step ?? '';
  const { brand } = useShell();
  const form = params.form && isFormCode(params.form) ? params.form : null;
  if (!form) return <NotFoundPage />;
  // Some brands take this change only through an agent: every step sends the customer to chat.
  if (formCard(form).agentOnlyOn?.includes(brand)) return <AgentOnlyPage form={form} />;
  // A form with no journey yet still has its triage (which may send the customer to their
  // dashboard or a phone line); every step after it says plainly that it is not online yet.
  if (!hasJourney(form))
    return stepId === TRIAGE_STEP && views.triage ? (
      <views.triage form={form} firstStep={stepAfterTriage(form)} />
    ) : (
      <NotOnlineYetPage form={form} />
    );
  return <JourneyStep form={form} stepId={stepId} views={views} />;
}

function JourneyStep({ form, stepId, views }: { form: FormCode; stepId: string; views: StepViews }) {
  const { triage: TriageView, review: ReviewView, success: SuccessView, step: StepView } = views;
  const [answers, setAnswers] = useAnswers(form);
  const journey = useJourney(form);
  const ctx = useRuleContext(form, answers);
  if (journey.isError) return <Navigate to={withQuery(`/${form}/request/error/`, currentQuery())} replace />;
  if (!journey.data || !ctx) return <PageLoading />;

  if (stepId === SUCCESS_STEP && SuccessView)
    return <SuccessView form={form} journey={journey.data} answers={answers} ctx={ctx} />;
  if (stepId === TRIAGE_STEP && TriageView)
    return <TriageView form={form} firstStep={firstStepPath(journey.data, answers, ctx)} />;
  const unfinished = stepGuard(journey.data, stepId, answers, ctx);
  if (unfinished)
    return <Navigate to={withQuery(`/${form}/request/${unfinished}`, currentQuery())} replace />;
  if (stepId === REVIEW_STEP && ReviewView)
    return (
      <ReviewView
        form={form}
        journey={journey.data}
        answers={answers}
        ctx={ctx}
        next={nextStepPath(journey.data, REVIEW_STEP, answers, ctx)}
      />
    );
  const step = findStep(journey.data, stepId);
  if (!step || !StepView) return <NotFoundPage />;
  return (
    <StepView
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
