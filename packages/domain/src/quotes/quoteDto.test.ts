import { describe, expect, it } from 'vitest';
import { quoteDtoFixture, quoteRecordFixture } from '../../test/quoteFixtures.ts';
import { dateArrayToIso } from './dateArray.ts';
import { quoteDtoSchema, quoteRecordSchema } from './quoteDto.ts';

describe('quote shapes', () => {
  it('reads the record the server answers, keeping the rating extras', () => {
    const record = {
      ...quoteRecordFixture(),
      quoteDTO: { ...quoteDtoFixture(), iptPence: 510, newAnnualPremium: 61000 },
    };
    const parsed = quoteRecordSchema.parse(record);
    expect(parsed.quoteDTO?.iptPence).toBe(510);
    expect(parsed.amendedDTO).toEqual({ make: 'Ford', model: 'Focus', registration: 'AB12 CDE' });
  });

  it('refuses money that is not whole pence', () => {
    expect(quoteDtoSchema.safeParse(quoteDtoFixture({ totalPremiumChange: 42.5 })).success).toBe(false);
  });

  it('refuses a status the machine does not know and a cover type we do not sell', () => {
    expect(quoteDtoSchema.safeParse({ ...quoteDtoFixture(), quote_status: 'PAID' }).success).toBe(false);
    expect(quoteRecordSchema.safeParse({ ...quoteRecordFixture(), coverType: 'fully loaded' }).success).toBe(
      false,
    );
  });

  it('accepts a record whose quoteDTO is missing, for routing to send to the error page', () => {
    const { quoteDTO: _dropped, ...withoutDto } = quoteRecordFixture();
    expect(quoteRecordSchema.safeParse(withoutDto).success).toBe(true);
  });

  it('turns a date array into an ISO day', () => {
    expect(dateArrayToIso([2018, 1, 5])).toBe('2018-01-05');
  });
});
