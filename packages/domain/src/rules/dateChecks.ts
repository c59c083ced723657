import { brandSettings } from '../brands/registry.ts';
import { addDaysIso, addYearsIso, londonToday, type ParsedDisplayDate, toIsoDate } from '../dates.ts';
import type { FormCode } from '../forms.ts';
import { autoRenewLeadMessage, DATE_MESSAGES } from './messages.ts';
import type { DateCheck, RuleContext } from './ruleRef.ts';

/**
 * The date checks of §5 as a map from check to predicate. ISO dates compare as strings, so each
 * predicate is a plain comparison against a reference date derived with date-fns.
 */

interface DateFacts {
  parsed: ParsedDisplayDate;
  /** The answer as ISO; a month-year answer is the first of its month. */
  iso: string;
  today: string;
  ctx: RuleContext;
}

/** Renewals are measured from today, not from the cover start (§5: "for mor and hor: now plus 30 days"). */
const RENEWAL_FORMS: readonly FormCode[] = ['mor', 'hor'];

/**
 * Cover start from the answers; before it is answered the business date stands in, the same
 * fallback the save record uses, so a cover-relative check is never silently skipped.
 */
const coverStart = (facts: DateFacts) => toIsoDate(facts.ctx.answers.coverStartDate) ?? facts.today;
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
  notAfterCoverStartPlus30: (facts) => {
    const from = RENEWAL_FORMS.includes(facts.ctx.form) ? facts.today : coverStart(facts);
    return facts.iso <= addDaysIso(from, 30);
  },
  notAfterCoverStartPlus90: (facts) => facts.iso <= addDaysIso(coverStart(facts), 90),
  notAfterNowPlus30: ({ iso, today }) => iso <= addDaysIso(today, 30),
  notBeforeCoverStart: (facts) => facts.iso >= coverStart(facts),
  notAfterCoverEnd: ({ iso, ctx }) => {
    // "when enabled": only once a cover end date has been given.
    const end = toIsoDate(ctx.answers.coverEndDate);
    return end === null || iso <= end;
  },
  notBeforeBirth: ({ iso, ctx }) => {
    const birth = toIsoDate(ctx.answers.dob) ?? toIsoDate(ctx.answers.birthDate);
    return birth === null || iso >= birth;
  },
  notMoreThan3YearsBeforeCoverStart: (facts) => facts.iso >= addYearsIso(coverStart(facts), -3),
  notMoreThan5YearsBeforeCoverStart: (facts) => facts.iso >= addYearsIso(coverStart(facts), -5),
  autoRenewLeadDays: ({ iso, today, ctx }) => iso > addDaysIso(today, leadDays(ctx)),
} satisfies Record<DateCheck, Predicate>;

const GATES: ReadonlySet<DateCheck> = new Set(['allParts', 'valid']);

function defaultMessage(check: DateCheck, ctx: RuleContext): string {
  return check === 'autoRenewLeadDays' ? autoRenewLeadMessage(leadDays(ctx)) : DATE_MESSAGES[check];
}

/** Runs the listed checks in order and returns the first failure's message. */
export function checkDate(
  parsed: ParsedDisplayDate,
  checks: readonly DateCheck[],
  ctx: RuleContext,
  messages: Partial<Record<DateCheck, string>> = {},
): string | null {
  const today = londonToday(ctx.now);
  for (const check of checks) {
    // An incomplete or impossible date has nothing to compare; only the gates speak about it.
    if (!GATES.has(check) && parsed.iso === null) continue;
    const facts: DateFacts = { parsed, iso: parsed.iso ?? '', today, ctx };
    if (!PREDICATES[check](facts)) return messages[check] ?? defaultMessage(check, ctx);
  }
  return null;
}
