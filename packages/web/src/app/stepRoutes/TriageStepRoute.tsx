import { TRIAGE_STEP } from '@portal/domain/journeys/navigation';
import { JourneyStepRoute } from '../../journey/JourneyStepRoute.tsx';
import { TriageRoute } from '../../triage/TriageRoute.tsx';

const VIEWS = { triage: TriageRoute };

/** /{form}/request/triage: its chunk has the triage questions, not the journey's fields. */
export function TriageStepRoute() {
  return <JourneyStepRoute views={VIEWS} step={TRIAGE_STEP} />;
}
