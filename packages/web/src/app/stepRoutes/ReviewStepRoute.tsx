import { REVIEW_STEP } from '@portal/domain/journeys/steps';
import { JourneyStepRoute } from '../../journey/JourneyStepRoute.tsx';
import { ReviewPage } from '../../journey/ReviewPage.tsx';

const VIEWS = { review: ReviewPage };

/** /{form}/request/review-and-confirm: its chunk has the review, not the journey's fields. */
export function ReviewStepRoute() {
  return <JourneyStepRoute views={VIEWS} step={REVIEW_STEP} />;
}
