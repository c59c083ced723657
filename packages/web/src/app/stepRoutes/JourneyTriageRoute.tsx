import { TRIAGE_STEP } from '@portal/domain/journeys/navigation';
import { JourneyStepRoute } from '../../journey/JourneyStepRoute.tsx';
import { TriageRoute } from '../../triage/TriageRoute.tsx';

const VIEWS = { triage: TriageRoute };

/**
 * Triage drawn by the journey renderer, from the journey definition: when the browser draws
 * triage itself (TriageStepRoute.tsx), so it loads with the definition, not with the page.
 */
export function JourneyTriageRoute() {
  return <JourneyStepRoute views={VIEWS} step={TRIAGE_STEP} />;
}
