import { TriageRoute } from '../../triage/TriageRoute.tsx';
import { JourneyStepRoute } from '../JourneyStepRoute.tsx';
import { ReviewPage } from '../ReviewPage.tsx';
import { StepPage } from '../StepPage.tsx';
import { SuccessPage } from '../SuccessPage.tsx';

const VIEWS = { triage: TriageRoute, review: ReviewPage, success: SuccessPage, step: StepPage };

/** /{form}/request/{step}: question steps and success (and any other address under request/). */
export function AnyStepRoute() {
  return <JourneyStepRoute views={VIEWS} />;
}
