import { describe, expect, it } from 'vitest';
import { quoteStanding, STUCK_PAYMENT_MINUTES } from './quoteStanding.ts';

const NOW = '2026-11-25T12:00:00.000Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

describe("a quote's true state for staff", () => {
  it('shows a quote a later change made stale as SUPERSEDED, closed', () => {
    expect(quoteStanding({ status: 'PROPOSED', superseded: true, updatedAt: minutesAgo(1) }, NOW)).toEqual({
      state: 'SUPERSEDED',
      open: false,
    });
  });

  it('keeps a decided quote as it is, even after later changes', () => {
    expect(
      quoteStanding({ status: 'PAYMENT_CONFIRMED', superseded: true, updatedAt: minutesAgo(600) }, NOW),
    ).toEqual({ state: 'PAYMENT_CONFIRMED', open: false });
  });

  it(`flags a payment left waiting ${STUCK_PAYMENT_MINUTES} minutes or more`, () => {
    const fresh = quoteStanding(
      { status: 'PAYMENT_PROCEEDED', superseded: false, updatedAt: minutesAgo(5) },
      NOW,
    );
    expect(fresh).toEqual({ state: 'PAYMENT_PROCEEDED', open: true });
    const stuck = quoteStanding(
      { status: 'PAYMENT_PROCEEDED', superseded: false, updatedAt: minutesAgo(STUCK_PAYMENT_MINUTES) },
      NOW,
    );
    expect(stuck.flag).toBe(
      `Stuck at "Customer is paying" for ${STUCK_PAYMENT_MINUTES} minutes: check the payment with the gateway.`,
    );
  });
});
