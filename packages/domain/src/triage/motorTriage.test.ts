import { describe, expect, it } from 'vitest';
import { brandSettings } from '../brands/registry.ts';
import { motorTriageDecision } from './motorTriage.ts';

const webchatHours = brandSettings('DIRECTLINE').hours.webchatHours;
// Wednesday 15 January 2025 (London = UTC): web chat runs 08:00-23:00.
const OPEN = '2025-01-15T12:00:00Z';
const CLOSED = '2025-01-15T23:30:00Z';
const ctx = (now: string) => ({ registration: 'YA19KXR', now, webchatHours });

describe('motorTriageDecision', () => {
  it('continues and stores the registration on status 0', () => {
    expect(motorTriageDecision({ policyStatus: 0 }, ctx(OPEN))).toEqual({
      kind: 'continue',
      vehicleReg: 'YA19KXR',
    });
  });

  it('sends statuses 1 and 2 to sign-in', () => {
    expect(motorTriageDecision({ policyStatus: 1 }, ctx(OPEN))).toEqual({ kind: 'signIn' });
    expect(motorTriageDecision({ policyStatus: 2 }, ctx(OPEN))).toEqual({ kind: 'signIn' });
  });

  it('offers web chat for any other status while web chat is open, a call when it is closed', () => {
    expect(motorTriageDecision({ policyStatus: 3 }, ctx(OPEN))).toEqual({ kind: 'webchat' });
    expect(motorTriageDecision({ policyStatus: 4 }, ctx(OPEN))).toEqual({ kind: 'webchat' });
    expect(motorTriageDecision({ policyStatus: 3 }, ctx(CLOSED))).toEqual({ kind: 'call' });
  });

  it('enters web chat mode on a 502 error and continues on any other error without storing', () => {
    expect(motorTriageDecision({ error: { message: '502 Bad Gateway' } }, ctx(CLOSED))).toEqual({
      kind: 'webchat',
    });
    expect(motorTriageDecision({ error: { message: 'Server error' } }, ctx(OPEN))).toEqual({
      kind: 'continue',
    });
  });
});
