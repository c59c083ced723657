import { describe, expect, it } from 'vitest';
import {
  announcementAt,
  createSessionTimer,
  formatCountdown,
  isWarning,
  liveCountdownText,
  openingAnnouncement,
  type TimerClock,
} from './sessionTimer.ts';

/** A clock the test moves by hand: `advance` ticks the interval once per elapsed second. */
function manualClock() {
  let now = 0;
  let tick: (() => void) | undefined;
  const clock: TimerClock = {
    now: () => now,
    every: (_ms, run) => {
      tick = run;
      return () => {
        tick = undefined;
      };
    },
  };
  const advance = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) {
      now += 1000;
      tick?.();
    }
  };
  return { clock, advance, ticking: () => tick !== undefined };
}

describe('session timer', () => {
  it('counts down from the session length and warns only in the last 120 seconds', () => {
    const { clock, advance } = manualClock();
    const timer = createSessionTimer(clock);
    timer.start(130);
    expect(timer.remaining()).toBe(130);
    expect(isWarning(timer.remaining())).toBe(false);
    advance(10);
    expect(timer.remaining()).toBe(120);
    expect(isWarning(timer.remaining())).toBe(true);
  });

  it('restarts to the full length on activity', () => {
    const { clock, advance } = manualClock();
    const timer = createSessionTimer(clock);
    timer.start(130);
    advance(100);
    timer.restart();
    expect(timer.remaining()).toBe(130);
  });

  it('stops at zero, stops ticking and ignores later activity', () => {
    const { clock, advance, ticking } = manualClock();
    const timer = createSessionTimer(clock);
    timer.start(5);
    advance(5);
    expect(timer.remaining()).toBe(0);
    expect(isWarning(timer.remaining())).toBe(false);
    expect(ticking()).toBe(false);
    timer.restart();
    expect(timer.remaining()).toBe(0);
  });

  it('reports no time outside form routes once stopped, and restart does not revive it', () => {
    const { clock } = manualClock();
    const timer = createSessionTimer(clock);
    timer.start(870);
    timer.stop();
    expect(timer.remaining()).toBeNull();
    timer.restart();
    expect(timer.remaining()).toBeNull();
  });

  it('notifies subscribers once per changed second', () => {
    const { clock, advance } = manualClock();
    const timer = createSessionTimer(clock);
    let calls = 0;
    timer.subscribe(() => {
      calls += 1;
    });
    timer.start(60);
    advance(3);
    expect(calls).toBe(4);
  });
});

describe('countdown text', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('announces only whole minutes and 30 and 10 seconds', () => {
    const spoken = Array.from({ length: 121 }, (_, i) => 120 - i).filter((s) => announcementAt(s) !== null);
    expect(spoken).toEqual([120, 60, 30, 10]);
    expect(announcementAt(60)).toBe('You will be signed out in 1 minute.');
    expect(announcementAt(120)).toBe('You will be signed out in 2 minutes.');
    expect(announcementAt(10)).toBe('You will be signed out in 10 seconds.');
  });

  it('describes an odd starting time in words', () => {
    expect(openingAnnouncement(119)).toBe('You will be signed out in 1 minute and 59 seconds.');
    expect(openingAnnouncement(120)).toBe('You will be signed out in 2 minutes.');
  });

  it('leaves no spoken time in the live region once the countdown has moved on', () => {
    expect(liveCountdownText(108, 108)).toBe('You will be signed out in 1 minute and 48 seconds.');
    expect(liveCountdownText(108, 73)).toBe('');
    expect(liveCountdownText(108, 60)).toBe('You will be signed out in 1 minute.');
    expect(liveCountdownText(108, 45)).toBe('');
  });
});
