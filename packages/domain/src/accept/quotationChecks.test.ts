import { describe, expect, it } from 'vitest';
import type { FormCode } from '../formCodes.ts';
import { formCard, QUOTE_FORMS } from '../forms.ts';
import {
  CONFIRMATION_LABELS,
  coverMeetsNeedsLabel,
  legacyQuotationChecks,
  quotationChecks,
  untickedChecks,
} from './quotationChecks.ts';

const names = (checks: { name: string }[]) => checks.map((check) => check.name);

describe('quotation checks', () => {
  it('asks a change of vehicle with a cover type only whether the cover meets the needs', () => {
    const checks = quotationChecks('cov', 'third party fire and theft', 'MONTHLY_DD');
    expect(names(checks)).toEqual(['coverMeetNeeds']);
    expect(checks[0]?.label).toContain('third party fire and theft');
  });

  it('asks three confirmations otherwise, four for monthly direct debit', () => {
    expect(names(quotationChecks('cov', null, 'LUMP_SUM_CC'))).toEqual([
      'checkbox1',
      'checkbox2',
      'checkbox3',
    ]);
    expect(names(quotationChecks('aad', 'comprehensive', 'MONTHLY_DD'))).toEqual([
      'checkbox1',
      'checkbox2',
      'checkbox3',
      'checkbox4',
    ]);
  });

  it('refuses an unticked or missing box with the spec message', () => {
    const checks = quotationChecks('aad', null, 'MONTHLY_DD');
    expect(
      untickedChecks(checks, { checkbox1: true, checkbox2: true, checkbox3: true, checkbox4: true }),
    ).toEqual([]);
    expect(untickedChecks(checks, { checkbox1: true, checkbox2: false, checkbox3: true })).toEqual([
      { field: 'checkbox2', message: 'Please agree to continue' },
      { field: 'checkbox4', message: 'Please agree to continue' },
    ]);
  });

  it('asks the cover question with its own message', () => {
    const checks = quotationChecks('cov', 'comprehensive', 'LUMP_SUM_CC');
    expect(untickedChecks(checks, { coverMeetNeeds: false })[0]?.message).toBe(
      'Please answer this question to continue',
    );
  });
});

describe('the confirmations speak of what the quote is for', () => {
  const labels = (form: FormCode) => quotationChecks(form, null, 'MONTHLY_DD').map((check) => check.label);

  it('asks a renewal about its circumstances since the last renewal and to accept the renewal', () => {
    const renewals = QUOTE_FORMS.filter((form) => formCard(form).amendType === 'renewal');
    expect(renewals.length).toBeGreaterThan(0);
    for (const form of renewals) {
      expect(labels(form)).toContain(
        'I confirm there are no other changes to my circumstances since my last renewal.',
      );
      expect(labels(form).join(' ')).toMatch(/accept the renewal/);
      expect(labels(form).join(' ')).not.toMatch(/changes to my policy|change to reflect my new premium/);
    }
    expect(legacyQuotationChecks('hor').map((check) => check.label)).toEqual(labels('hor').slice(0, 3));
  });

  it("keeps the spec's words for every quote that changes this year's policy", () => {
    for (const form of QUOTE_FORMS.filter((code) => formCard(code).amendType !== 'renewal')) {
      if (formCard(form).quote?.asksCoverMeetsNeeds) continue;
      expect(labels(form)).toEqual(Object.values(CONFIRMATION_LABELS));
    }
  });
});

describe('the cover a quotation names', () => {
  it('calls breakdown cover breakdown cover, never car cover', () => {
    expect(coverMeetsNeedsLabel('breakdown')).toBe(
      'Your policy gives you breakdown cover. I confirm this cover meets my needs.',
    );
  });
});
