import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { successBody } from '../../journeys/outcome.ts';
import { toSaveRecord } from '../../requests/saveRecord.ts';
import { journey } from './journey.ts';
import { settleFromDetails } from './settle.ts';

const ctx = testContext({ form: 'lapse' });
const lapse = { ...validYourDetails, receivedInvite: 'true', lapseChoice: 'LAPSE', reason: 'Price' };
const enquiry = { ...validYourDetails, receivedInvite: 'false', lapseChoice: 'ENQUIRY' };
const record = { renewalDate: '2026-04-01', purchasedOn: '2024-04-01' };

describe('lapse journey', () => {
  it('asks the reason only of a customer who wants the policy to lapse', () => {
    expect(validateJourney(journey, lapse, ctx).errors).toEqual([]);
    expect(validateJourney(journey, enquiry, ctx).errors).toEqual([]);
    expect(validateJourney(journey, { ...lapse, reason: '' }, ctx).errors).toEqual([
      { field: 'reason', message: 'Reason is required' },
    ]);
  });

  it('promises a reply in 24 hours, or 3 when asked to improve the offer', () => {
    expect(successBody(journey, enquiry, ctx).join(' ')).toContain('within 24 hours');
    expect(successBody(journey, { ...enquiry, improveOffer: true }, ctx).join(' ')).toContain(
      'within 3 hours',
    );
    expect(successBody(journey, lapse, ctx).join(' ')).toContain("Your policy won't renew");
  });

  it('settles a lapse on the policy with its reason, and an enquiry not at all', () => {
    const saved = (answers: Record<string, unknown>) =>
      toSaveRecord(journey, answers, ctx) as Record<string, unknown>;
    expect(
      settleFromDetails(
        saved({ ...lapse, reason: 'Other', reasonOther: 'Moving abroad' }),
        record,
        '2026-03-10',
      ),
    ).toEqual({
      ok: true,
      setting: { kind: 'notRenewing', reason: 'Other (Moving abroad)' },
    });
    expect(settleFromDetails(saved(enquiry), record, '2026-03-10')).toEqual({ ok: true, setting: null });
  });
});
