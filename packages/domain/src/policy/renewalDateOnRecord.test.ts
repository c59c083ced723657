import { describe, expect, it } from 'vitest';
import { renewalDateDisagreement } from './renewalDateOnRecord.ts';

describe('a typed renewal date against the policy on record', () => {
  it('passes the record’s own date, typed or stored', () => {
    expect(renewalDateDisagreement({ renewalDate: '01/06/2026' }, '2026-06-01')).toBeNull();
    expect(renewalDateDisagreement({ renewalDate: '2026/06/01' }, '2026-06-01')).toBeNull();
  });

  it('refuses another date, naming the record’s date so the customer can correct it', () => {
    expect(renewalDateDisagreement({ renewalDate: '2026/03/10' }, '2026-04-14')).toEqual({
      ok: false,
      field: 'renewalDate',
      message:
        'Your policy renews on 14 April 2026. Please enter 14/04/2026 as your renewal date, or call {ourLine} ({phoneHours}) if you think this is wrong.',
    });
  });

  it('leaves answers without a renewal date alone', () => {
    expect(renewalDateDisagreement({ reason: 'cost' }, '2026-04-14')).toBeNull();
  });
});
