import { addDaysIso, addYearsIso, londonToday, toIsoDate } from '../dates.ts';
import type { DateAnchor, DateOffset, RuleContext } from './ruleRef.ts';

/**
 * The ISO date an anchor names for these answers, or null when it names nothing yet
 * (an unanswered field without `orToday`, or a journey without a due date).
 */
export function anchorDate(
  anchor: DateAnchor,
  ctx: Pick<RuleContext, 'now' | 'due' | 'answers'>,
): string | null {
  const today = londonToday(ctx.now);
  if (anchor === 'today') return today;
  if (anchor === 'due') return ctx.due ?? null;
  const answered = toIsoDate(ctx.answers[anchor.field]);
  return answered ?? (anchor.orToday ? today : null);
}

/** `iso` moved by an offset: years first, then days (date-fns calendar arithmetic). */
export function shiftDate(iso: string, offset: DateOffset): string {
  return addDaysIso(addYearsIso(iso, offset.years ?? 0), offset.days ?? 0);
}
