/**
 * How long something has waited, as staff read it at a glance: "2 h 10 min", "3 days 4 h",
 * "under a minute". Whole minutes, rounded down, so it never claims more time than has passed.
 */
export function elapsedWords(fromIso: string, nowIso: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(fromIso)) / 60_000));
  return durationWords(minutes);
}

/** A span of minutes in words: "45 min", "2 h 10 min", "1 day 3 h". */
export function durationWords(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${hours} h` : plural(days, 'day');
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
