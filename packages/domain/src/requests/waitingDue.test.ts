import { describe, expect, it } from 'vitest';
import { waitingDue } from './waitingDue.ts';

const NOW = '2026-11-25T15:00:00.000Z';

describe('when a waited-for answer is due', () => {
  it('is the end of the London day chosen', () => {
    expect(waitingDue('2026-11-27', NOW)).toEqual({ ok: true, dueAt: '2026-11-27T23:59:59.999Z' });
    expect(waitingDue('2026-06-01', '2026-05-30T10:00:00Z')).toEqual({
      ok: true,
      dueAt: '2026-06-01T22:59:59.999Z',
    });
  });

  it('refuses a day already past, or one too far ahead, on the date field', () => {
    const past = waitingDue('2026-11-24', NOW);
    expect(past.ok === false && past.field.field).toBe('dueOn');
    expect(waitingDue('2027-06-01', NOW).ok).toBe(false);
    expect(waitingDue('2026-11-25', NOW).ok).toBe(true);
  });
});
