import { describe, expect, it } from 'vitest';
import { quotationChecks, quotationChecksSchema } from './quotationChecks.ts';

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
    const schema = quotationChecksSchema(quotationChecks('aad', null, 'MONTHLY_DD'));
    expect(
      schema.safeParse({ checkbox1: true, checkbox2: true, checkbox3: true, checkbox4: true }).success,
    ).toBe(true);
    const missing = schema.safeParse({ checkbox1: true, checkbox2: false, checkbox3: true });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['checkbox2', 'Please agree to continue'],
      ['checkbox4', 'Please agree to continue'],
    ]);
  });

  it('asks the cover question with its own message', () => {
    const schema = quotationChecksSchema(quotationChecks('cov', 'comprehensive', 'LUMP_SUM_CC'));
    expect(schema.safeParse({ coverMeetNeeds: false }).error?.issues[0]?.message).toBe(
      'Please answer this question to continue',
    );
  });
});
