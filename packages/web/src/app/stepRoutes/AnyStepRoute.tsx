import { JourneyStepRoute } from '../../journey/JourneyStepRoute.tsx';
import { StepPage } from '../../journey/StepPage.tsx';
import { SuccessPage } from '../../journey/SuccessPage.tsx';

// Triage and review have routes of their own (TriageStepRoute, ReviewStepRoute): drawing them
// here too put both chunks, and their schemas, into every question step's start-up.
const VIEWS = { success: SuccessPage, step: StepPage };

/** /{form}/request/{step}: question steps and success (and any other address under request/). */
export function AnyStepRoute() {
  return <JourneyStepRoute views={VIEWS} />;
}
