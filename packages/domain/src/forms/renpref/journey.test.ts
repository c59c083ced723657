import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { successBody } from '../../journeys/outcome.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { settleRenewalPreference } from '../shared/renewalPreference.ts';
import { journey } from './journey.ts';

// The fixtures' today is 10 March 2026.
const ctx = testContext({ form: 'renpref', product: 'HOME' });
const answers = (renewalDate: string, renewalPreference: string) => ({
  ...validYourDetails,
  currentVehicleReg: undefined,
  renewalDate,
  renewalPreference,
});

describe('renewal preference (renpref, mar)', () => {
  it('refuses Auto when renewal is 8 to 30 days away, and takes it further out or Manual', () => {
    expect(validateJourney(journey, answers('25/03/2026', 'AUTO'), ctx).errors).toEqual([
      { field: 'renewalPreference', message: MESSAGES.renewalPreferenceTooSoon },
    ]);
    expect(validateJourney(journey, answers('25/03/2026', 'MANUAL'), ctx).errors).toEqual([]);
    expect(validateJourney(journey, answers('01/06/2026', 'AUTO'), ctx).errors).toEqual([]);
  });

  it('judges Auto again against the renewal date on record, whatever date was typed', () => {
    const details = { renewalDate: '2026/06/01', renewalPreference: 'AUTO' };
    expect(
      settleRenewalPreference(
        details,
        { renewalDate: '2026-03-25', purchasedOn: '2024-03-25' },
        '2026-03-10',
      ),
    ).toEqual({
      ok: false,
      field: 'renewalPreference',
      message: MESSAGES.renewalPreferenceTooSoon,
    });
    expect(
      settleRenewalPreference(
        details,
        { renewalDate: '2026-06-01', purchasedOn: '2024-06-01' },
        '2026-03-10',
      ),
    ).toEqual({
      ok: true,
      setting: { kind: 'renewalPreference', autoRenewal: true },
    });
  });

  it('thanks the customer and says how the policy will renew', () => {
    expect(journey.success.heading).toBe('Thanks for updating your renewal preference');
    expect(successBody(journey, answers('01/06/2026', 'MANUAL'), ctx).join(' ')).toContain(
      "won't renew automatically",
    );
  });
});

describe('renewal preference success, on the renewal date the server checked against the record', () => {
  it('names the renewal date in the customer’s words', () => {
    expect(successBody(journey, answers('01/06/2026', 'AUTO'), ctx)[0]).toBe(
      'Your policy will renew automatically on 1 June 2026. We’ll send your renewal invitation before then, with your new price.',
    );
    expect(successBody(journey, answers('01/06/2026', 'MANUAL'), ctx)[0]).toContain(
      'To stay covered from 1 June 2026, renew it before then',
    );
  });
});
