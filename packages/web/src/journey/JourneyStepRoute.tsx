import { isAgentOnly } from '@portal/domain/brands/registry';
import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import { hasJourney, stepAfterTriage } from '@portal/domain/forms';
import type { StepCount } from '@portal/domain/journeys/journey';
import {
  firstStepPath,
  nextStepPath,
  stepCounter,
  stepGuard,
  TRIAGE_STEP,
} from '@portal/domain/journeys/navigation';
import { findStep, REVIEW_STEP, SUCCESS_STEP, stepAliasedAs } from '@portal/domain/journeys/steps';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAnswers } from '../lib/answersStore.ts';
import { withQuery } from '../lib/keepQuery.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { AgentOnlyPage } from './AgentOnlyPage.tsx';
import { NotOnlineYetPage } from './NotOnlineYetPage.tsx';
import { OnceAnswersRead } from './ReviewFrame.tsx';
import type { ReviewPage } from './ReviewPage.tsx';
import type { StepPage } from './StepPage.tsx';
import type { SuccessPage } from './SuccessPage.tsx';
import { useJourney, useRuleContext } from './useJourney.ts';

/** The triage screen (its own feature), drawn for the journey's triage step. */
export type TriageView = ComponentType<{ form: FormCode; firstStep: string; counter?: StepCount }>;

/**
 * The pages a step route draws. Each route module (app/stepRoutes/) passes the ones its steps
 * need, so triage and review do not load the question fields (native controls,
 * but lookups, lists and uploads still weigh something).
 */
export interface StepViews {
  triage?: TriageView;
  review?: typeof ReviewPage;
  success?: typeof SuccessPage;
  step?: typeof StepPage;
}

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
  if (isAgentOnly(brand, form)) return <AgentOnlyPage form={form} />;
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
  const query = useLocation().search.replace(/^\?/, '');
  if (journey.isError) return <Navigate to={withQuery(`/${form}/request/error/`, query)} replace />;
  if (!journey.data || !ctx) return <PageLoading />;

  if (stepId === SUCCESS_STEP && SuccessView)
    return <SuccessView form={form} journey={journey.data} answers={answers} ctx={ctx} />;
  if (stepId === TRIAGE_STEP && TriageView)
    return (
      <TriageView
        form={form}
        firstStep={firstStepPath(journey.data, answers, ctx)}
        counter={stepCounter(TRIAGE_STEP, journey.data, answers, ctx)}
      />
    );
  const aliased = stepAliasedAs(journey.data, stepId);
  if (aliased) return <Navigate to={withQuery(`/${form}/request/${aliased.id}`, query)} replace />;
  const unfinished = stepGuard(journey.data, stepId, answers, ctx);
  const redirect = unfinished && <Navigate to={withQuery(`/${form}/request/${unfinished}`, query)} replace />;
  // Review shows answers and guards on them: until they are read (the server's frame, and
  // hydrating it) it draws its frame, neither answers nor a redirect.
  if (stepId === REVIEW_STEP && ReviewView)
    return (
      <OnceAnswersRead>
        {redirect || (
          <ReviewView
            form={form}
            journey={journey.data}
            answers={answers}
            ctx={ctx}
            next={nextStepPath(journey.data, REVIEW_STEP, answers, ctx)}
          />
        )}
      </OnceAnswersRead>
    );
  if (redirect) return redirect;
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
