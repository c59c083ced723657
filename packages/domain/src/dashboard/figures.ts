import type { AgeRow, ChatHour } from '../api/opsDashboard.ts';
import { addDaysIso, londonTimeHHmm, londonToday } from '../dates.ts';

/**
 * The dashboard's sums, pure: the server reads the records and hands them here, so the figures a
 * supervisor sees are worked out once and tested without a database.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const minutesBetween = (fromIso: string, toIso: string) =>
  Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / MINUTE_MS));

/** Open requests by form and brand against their promise: most overdue first, then most due soon. */
export function requestsByAge(
  open: readonly { form: string; brand: string; receivedAt: string; dueAt: string }[],
  nowIso: string,
): AgeRow[] {
  const now = Date.parse(nowIso);
  const rows = new Map<string, AgeRow>();
  for (const request of open) {
    const key = `${request.form} ${request.brand}`;
    const row = rows.get(key) ?? {
      form: request.form,
      brand: request.brand,
      overdue: 0,
      dueSoon: 0,
      onTime: 0,
      oldestMinutes: 0,
    };
    const due = Date.parse(request.dueAt);
    if (due < now) row.overdue += 1;
    else if (due - now <= HOUR_MS) row.dueSoon += 1;
    else row.onTime += 1;
    row.oldestMinutes = Math.max(row.oldestMinutes, minutesBetween(request.receivedAt, nowIso));
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.overdue - a.overdue ||
      b.dueSoon - a.dueSoon ||
      b.oldestMinutes - a.oldestMinutes ||
      a.form.localeCompare(b.form),
  );
}

/**
 * Today's chats by the London hour they started: how many, and how long their customers waited
 * for an agent's first word (a chat still waiting counts its wait so far; one that ended without
 * an agent counts its wait until it ended).
 */
export function chatWaitsByHour(
  chats: readonly { startedAt: string; answeredAt: string | null; endedAt: string | null }[],
  nowIso: string,
): ChatHour[] {
  const today = londonToday(nowIso);
  const hours = new Map<string, { started: number; total: number; longest: number }>();
  for (const chat of chats) {
    if (londonToday(chat.startedAt) !== today) continue;
    const hour = `${londonTimeHHmm(chat.startedAt).slice(0, 2)}:00`;
    const wait = minutesBetween(chat.startedAt, chat.answeredAt ?? chat.endedAt ?? nowIso);
    const bucket = hours.get(hour) ?? { started: 0, total: 0, longest: 0 };
    bucket.started += 1;
    bucket.total += wait;
    bucket.longest = Math.max(bucket.longest, wait);
    hours.set(hour, bucket);
  }
  return [...hours.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([hour, bucket]) => ({
      hour,
      started: bucket.started,
      averageWaitMinutes: Math.round(bucket.total / bucket.started),
      longestWaitMinutes: bucket.longest,
    }));
}

/** The last `count` London days up to today, oldest first. */
export function lastDays(nowIso: string, count: number): string[] {
  const today = londonToday(nowIso);
  return Array.from({ length: count }, (_, index) => addDaysIso(today, index - count + 1));
}

/** How long the longest-waiting of these has waited, in whole minutes; null when none waits. */
export const longestWait = (startedAt: readonly string[], nowIso: string): number | null =>
  startedAt.length === 0 ? null : Math.max(...startedAt.map((at) => minutesBetween(at, nowIso)));
