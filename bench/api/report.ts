/**
 * The printed table: each route's figures, its ratio to the bare route, and the targets from
 * issue 6 beside them with whether they were met. Targets inform; they never fail the run.
 */
import type { RouteFigures } from './drive.ts';

/** Throughput targets on the 2-core machine with Postgres, keyed by the route names run.ts uses. */
export const THROUGHPUT_TARGETS: Partial<Record<string, number>> = {
  'POST cov/idv/validate': 4000,
  'POST cov/save': 1000,
  'POST quote/accept': 1500,
};
export const P99_TARGET_MS = 50;
export const RSS_TARGET_MB = 200;

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ');
}

export function printRouteTable(bare: RouteFigures, routes: RouteFigures[]): void {
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'errors (timeouts)',
    'non-2xx',
    'x bare',
    'targets',
  ];
  const lines = [bare, ...routes].map((figures) => {
    const target = THROUGHPUT_TARGETS[figures.name];
    const notes = [
      target === undefined
        ? undefined
        : `>= ${number(target)} req/s ${verdict(figures.requestsPerSecond >= target)}`,
      `p99 <= ${P99_TARGET_MS} ms ${verdict(figures.p99 <= P99_TARGET_MS)}`,
      `zero errors ${verdict(figures.errors + figures.non2xx === 0)}`,
    ];
    return [
      figures.name,
      number(figures.requestsPerSecond),
      number(figures.p50, 1),
      number(figures.p97_5, 1),
      number(figures.p99, 1),
      `${number(figures.errors)} (${number(figures.timeouts)})`,
      number(figures.non2xx),
      number(figures.requestsPerSecond / bare.requestsPerSecond, 3),
      figures === bare ? '(baseline)' : notes.filter(Boolean).join('; '),
    ];
  });
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((cells) => (cells[i] ?? '').length)),
  );
  console.log(row(header, widths));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of lines) console.log(row(cells, widths));
  for (const figures of routes) {
    const pool = figures.poolUsed;
    if (!pool) continue;
    const dry = pool.ranDry ? `; pool ran dry, run stopped after ${number(figures.seconds, 1)} s` : '';
    console.log(
      `${figures.name}: ${number(pool.used)} fresh quotes used of ${number(pool.size)} prepared${dry}`,
    );
  }
}

export function printMemory(idleMb: number, peakMb: number): void {
  console.log(`server RSS idle (after start, before load): ${number(idleMb)} MB`);
  console.log(
    `server RSS peak under load: ${number(peakMb)} MB (target <= ${RSS_TARGET_MB} MB: ${verdict(peakMb <= RSS_TARGET_MB)})`,
  );
}
