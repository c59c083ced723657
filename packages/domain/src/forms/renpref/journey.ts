import type { Journey } from '../../journeys/journey.ts';
import { renewalPreferenceJourney } from '../shared/renewalPreference.ts';

/** Update your renewal preference: auto-renew on or off for one policy. */
export const journey: Journey = renewalPreferenceJourney('renpref');
