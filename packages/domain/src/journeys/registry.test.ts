import { describe, expect, it } from 'vitest';
import { type FormCode, ROUTE_DATA } from '../forms.ts';
import { hasJourney, loadJourney } from './registry.ts';

const BUILT: FormCode[] = ['aad', 'atv', 'coa', 'con', 'cop', 'cor', 'cov'];

describe('journey registry', () => {
  it('loads each built form with its own definition', async () => {
    for (const form of BUILT) {
      expect(hasJourney(form)).toBe(true);
      expect((await loadJourney(form)).form).toBe(form);
    }
  });

  it('refuses forms that have no definition yet', async () => {
    expect(hasJourney('hor')).toBe(false);
    await expect(loadJourney('hor')).rejects.toThrow('hor');
  });

  it('gives every built form its triage sorry action', async () => {
    expect((await loadJourney('con')).triage?.sorryAction).toBe('change your name');
    expect((await loadJourney('cop')).triage?.sorryAction).toBe('update your phone number');
  });

  it("counts each journey's steps as its route data does", async () => {
    for (const form of BUILT) expect((await loadJourney(form)).totalSteps).toBe(ROUTE_DATA[form].totalSteps);
  });
});
