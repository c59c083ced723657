import type { HoursSet, OpeningHours } from './brands/brand.ts';
import { isOpen, nextOpening } from './hours.ts';

/**
 * Which service a set of hours belongs to, and how each place names it: every
 * hours panel says whose hours these are, and its open or closed line says the same thing, so
 * "Our phone lines are open" never sits above "We are closed now".
 */
export type HoursKind = 'phone' | 'processing' | 'webchat' | 'payment';

export const HOURS_KIND: Record<HoursSet, HoursKind> = {
  openHours: 'phone',
  triageHours: 'phone',
  phoneSupportHours: 'phone',
  partnerHomeHours: 'phone',
  partnerMotorHours: 'phone',
  processingHours: 'processing',
  webchatHours: 'webchat',
  webchatHoursMOR: 'webchat',
  securePaymentHours: 'payment',
};

interface KindCopy {
  heading: string;
  open: string;
  closed: string;
  /** When it opens, given "at 8am tomorrow". */
  reopens: (next: string) => string;
}

const COPY: Record<HoursKind, KindCopy> = {
  phone: {
    heading: 'Phone lines opening hours',
    open: 'Our phone lines are open now.',
    closed: 'Our phone lines are closed now.',
    reopens: (next) => `They open again ${next}.`,
  },
  processing: {
    heading: 'When we process requests',
    open: 'We are processing requests now.',
    closed: 'We are not processing requests now.',
    reopens: (next) => `We start again ${next}.`,
  },
  webchat: {
    heading: 'Web chat opening hours',
    open: 'Web chat is open now.',
    closed: 'Web chat is closed now.',
    reopens: (next) => `It opens again ${next}.`,
  },
  payment: {
    heading: 'Secure payment service hours',
    open: 'Our secure payment service is open now.',
    closed: 'Sorry, our secure payment service is now closed.',
    reopens: (next) => `It opens again ${next}.`,
  },
};

export const hoursHeading = (set: HoursSet): string => COPY[HOURS_KIND[set]].heading;

/** The one line saying whether this service is open now, and if not, when it opens. */
export function hoursStatus(
  set: HoursSet,
  hours: OpeningHours,
  nowIso: string,
): { open: boolean; text: string } {
  const copy = COPY[HOURS_KIND[set]];
  if (isOpen(nowIso, hours)) return { open: true, text: copy.open };
  const next = nextOpening(nowIso, hours);
  return { open: false, text: next ? `${copy.closed} ${copy.reopens(next)}` : copy.closed };
}
