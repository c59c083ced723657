/**
 * The session countdown: a deadline that restarts on activity and
 * ticks once a second. The clock and interval are injected so tests drive time themselves.
 */
export interface TimerClock {
  now(): number;
  every(ms: number, tick: () => void): () => void;
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/** Remaining whole seconds, or null while no timer runs (outside form routes). */
export type Remaining = number | null;

export interface SessionTimer {
  start(seconds: number): void;
  restart(): void;
  stop(): void;
  remaining(): Remaining;
  subscribe(listener: () => void): () => void;
}

export function createSessionTimer(clock: TimerClock = browserClock): SessionTimer {
  let lengthMs = 0;
  let deadline = 0;
  let running = false;
  let last: Remaining = null;
  let cancelTick: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const compute = (): Remaining => (running ? Math.max(0, Math.ceil((deadline - clock.now()) / 1000)) : null);
  const publish = () => {
    const next = compute();
    if (next === last) return;
    last = next;
    if (next === 0) halt();
    for (const listener of listeners) listener();
  };
  const halt = () => {
    cancelTick?.();
    cancelTick = undefined;
  };

  return {
    start(seconds) {
      lengthMs = seconds * 1000;
      running = true;
      deadline = clock.now() + lengthMs;
      halt();
      cancelTick = clock.every(1000, publish);
      publish();
    },
    restart() {
      if (!running || last === 0) return;
      deadline = clock.now() + lengthMs;
      publish();
    },
    stop() {
      running = false;
      halt();
      publish();
    },
    remaining: () => last,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one timer; the API client's success listener and other tabs restart it. */
export const sessionTimer = createSessionTimer();

/** The modal shows from 120 s down to 1 s. */
export const WARNING_SECONDS = 120;
export const isWarning = (remaining: Remaining): remaining is number =>
  remaining !== null && remaining > 0 && remaining <= WARNING_SECONDS;

const pad = (value: number) => String(value).padStart(2, '0');
/** Minutes and seconds with two digits each, e.g. 01:05. */
export const formatCountdown = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

/**
 * What a screen reader hears, and when: each whole minute and at 30 and 10 seconds, so the
 * polite live region speaks a handful of times rather than every second (HMRC pattern).
 */
export function announcementAt(seconds: number): string | null {
  if (seconds <= 0) return null;
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `You will be signed out in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  }
  if (seconds === 30 || seconds === 10) return `You will be signed out in ${seconds} seconds.`;
  return null;
}

/** Spoken when the warning first opens at an odd second (e.g. a tab woke from sleep). */
export function openingAnnouncement(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ].filter(Boolean);
  return `You will be signed out in ${parts.join(' and ')}.`;
}

/**
 * The live region's text at `remaining` seconds, for a warning that opened at `openedAt`: the
 * announcement on the second it is made and nothing after it, so text left in the region never
 * contradicts the visible countdown ("01:13" shown while "1 minute and 48
 * seconds" was still there to read). An emptied polite region says nothing.
 */
export const liveCountdownText = (openedAt: number, remaining: number): string =>
  (remaining === openedAt ? openingAnnouncement(remaining) : announcementAt(remaining)) ?? '';
