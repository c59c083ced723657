import { brandSettings } from '../brands/registry.ts';
import { addDaysIso, londonToday, type ParsedDisplayDate } from '../dates.ts';
import { anchorDate, shiftDate } from './dateAnchor.ts';
import { autoRenewLeadMessage, DATE_MESSAGES } from './messages.ts';
import type { DateCheck, DateWindow, RuleContext } from './ruleRef.ts';

/**
 * The date checks as a map from check to predicate, plus windows relative to a date the
 * reference names (cover start, renewal, today). ISO dates compare as strings, so each test is a
 * plain comparison against a reference date derived with date-fns.
 */

interface DateFacts {
  parsed: ParsedDisplayDate;
  /** The answer as ISO; a month-year answer is the first of its month. */
  iso: string;
  today: string;
  ctx: RuleContext;
}

const yearOf = (iso: string) => iso.slice(0, 4);
const monthOf = (iso: string) => iso.slice(0, 7);

function leadDays(ctx: RuleContext): number {
  const lead = brandSettings(ctx.brand).autoRenewLeadDays;
  return ctx.product === 'HOME' ? lead.home : lead.motor;
}

type Predicate = (facts: DateFacts) => boolean;

/** Checks past `valid` only run on a valid date; `allParts` and `valid` gate them. */
const PREDICATES = {
  allParts: ({ parsed }) => parsed.complete,
  valid: ({ parsed }) => parsed.valid,
  notBefore1761: ({ iso }) => Number(yearOf(iso)) >= 1761,
  notFutureYearBeyondDue: ({ iso, today, ctx }) => yearOf(iso) <= yearOf(ctx.due ?? today),
  notPast: ({ iso, today }) => iso >= today,
  notPastMonth: ({ iso, today }) => monthOf(iso) >= monthOf(today),
  notToday: ({ iso, today }) => iso !== today,
  notTomorrow: ({ iso, today }) => iso !== addDaysIso(today, 1),
  notAfterDue: ({ iso, ctx }) => ctx.due === undefined || iso <= ctx.due,
  notBeyondCurrentMonth: ({ iso, today }) => monthOf(iso) <= monthOf(today),
  autoRenewLeadDays: ({ iso, today, ctx }) => iso > addDaysIso(today, leadDays(ctx)),
} satisfies Record<DateCheck, Predicate>;

/** A window passes when its anchor names no date yet ("when enabled"). */
function inWindow(window: DateWindow, iso: string, ctx: RuleContext): boolean {
  const anchor = anchorDate(window.relativeTo, ctx);
  if (anchor === null) return true;
  if (window.notBefore && iso < shiftDate(anchor, window.notBefore)) return false;
  if (window.notAfter && iso > shiftDate(anchor, window.notAfter)) return false;
  return true;
}

const GATES: ReadonlySet<DateCheck> = new Set(['allParts', 'valid']);

function defaultMessage(check: DateCheck, ctx: RuleContext): string {
  return check === 'autoRenewLeadDays' ? autoRenewLeadMessage(leadDays(ctx)) : DATE_MESSAGES[check];
}

const isGate = (check: DateCheck | DateWindow) => typeof check === 'string' && GATES.has(check);

/** Runs the listed checks and windows in order and returns the first failure's message. */
export function checkDate(
  parsed: ParsedDisplayDate,
  checks: readonly (DateCheck | DateWindow)[],
  ctx: RuleContext,
  messages: Partial<Record<DateCheck, string>> = {},
): string | null {
  const today = londonToday(ctx.now);
  for (const check of checks) {
    // An incomplete or impossible date has nothing to compare; only the gates speak about it.
    if (parsed.iso === null && !isGate(check)) continue;
    const iso = parsed.iso ?? '';
    if (typeof check !== 'string') {
      if (!inWindow(check, iso, ctx)) return check.message;
    } else if (!PREDICATES[check]({ parsed, iso, today, ctx })) {
      return messages[check] ?? defaultMessage(check, ctx);
    }
  }
  return null;
}
