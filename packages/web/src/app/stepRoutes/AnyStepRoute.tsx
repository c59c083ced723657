import { JourneyStepRoute } from '../../journey/JourneyStepRoute.tsx';
import { ReviewPage } from '../../journey/ReviewPage.tsx';
import { StepPage } from '../../journey/StepPage.tsx';
import { SuccessPage } from '../../journey/SuccessPage.tsx';
import { TriageRoute } from '../../triage/TriageRoute.tsx';

const VIEWS = { triage: TriageRoute, review: ReviewPage, success: SuccessPage, step: StepPage };

/** /{form}/request/{step}: question steps and success (and any other address under request/). */
export function AnyStepRoute() {
  return <JourneyStepRoute views={VIEWS} />;
}
