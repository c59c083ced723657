import type { Journey } from '../../journeys/journey.ts';
import { renewalPreferenceJourney } from '../shared/renewalPreference.ts';

/** Update your renewal preference, for a policy sold through a car maker (brand=VW, SKODA, …). */
export const journey: Journey = renewalPreferenceJourney('mar');
