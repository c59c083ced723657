/**
 * How long a waiting customer can expect to wait, from how long customers waited lately: each
 * place ahead costs the median of the recent waits, shared between the agents present. With no
 * recent waits to go on, a place is reckoned at `DEFAULT_PLACE_SECONDS`.
 */
export const DEFAULT_PLACE_SECONDS = 2 * 60;

export function expectedWaitMinutes(
  position: number,
  recentWaitSeconds: readonly number[],
  agentsPresent: number,
): number {
  const sorted = [...recentWaitSeconds].filter((s) => Number.isFinite(s) && s >= 0).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? DEFAULT_PLACE_SECONDS
      : sorted.length % 2
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
  // A place never costs less than a minute: an agent still has to read what the customer wrote.
  const perPlace = Math.max(60, median);
  return Math.max(1, Math.ceil((Math.max(1, position) * perPlace) / Math.max(1, agentsPresent) / 60));
}

/** The expected wait in the customer's words. */
export const expectedWaitText = (minutes: number) =>
  minutes <= 1 ? 'Expected wait: about a minute.' : `Expected wait: about ${minutes} minutes.`;
