/** The printed table of the one-command benchmark: medians, ratio to /health, and issue 14's goals. */
export interface RouteRow {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Median over rounds of this route's req/s divided by /health's in the same round. */
  ratio: number;
  errors: number;
  non2xx: number;
}

const GOALS: Partial<Record<string, (row: RouteRow) => string>> = {
  'GET cov/data (token)': (row) => `x health >= 0.5 ${row.ratio >= 0.5 ? 'met' : 'NOT met'}`,
  'POST cov/save': (row) =>
    `>= 1,000 req/s ${row.requestsPerSecond >= 1000 ? 'met' : 'NOT met'}; p99 <= 50 ms ${row.p99 <= 50 ? 'met' : 'NOT met'}`,
};

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printTable(rows: RouteRow[]): void {
  const lines = [
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'x health', 'errors', 'non-2xx', 'goal (issue 14)'],
    ...rows.map((row) => [
      row.name,
      n(row.requestsPerSecond),
      n(row.p50, 1),
      n(row.p99, 1),
      n(row.ratio, 3),
      n(row.errors),
      n(row.non2xx),
      GOALS[row.name]?.(row) ?? '',
    ]),
  ];
  const widths = lines[0]?.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? '').length))) ?? [];
  for (const line of lines)
    console.log(
      line
        .map((cell, i) => (i === 0 || i === 7 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
}
