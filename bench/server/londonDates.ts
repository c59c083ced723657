// Micro-benchmark for the London wall-clock helpers that every token-checked request calls
// (opening hours, business date). Compares the module's per-hour offset cache with the former
// TZDate + date-fns format path, over the same instants, and prints both rates and their ratio.
import { TZDate } from '@date-fns/tz';
import { londonTimeHHmm, londonToday, londonWeekday } from '@portal/domain/dates';
import { format } from 'date-fns';

const N = 200_000;
const start = Date.parse('2026-11-23T07:00:00Z');
// Instants a second apart, as successive requests would bring.
const instants = Array.from({ length: N }, (_, i) => new Date(start + i * 1000).toISOString());

function viaTzDate(iso: string): string {
  const d = new TZDate(iso, 'Europe/London');
  return `${format(d, 'yyyy-MM-dd')} ${format(d, 'EEEE')} ${format(d, 'HH:mm')}`;
}
function viaModule(iso: string): string {
  return `${londonToday(iso)} ${londonWeekday(iso)} ${londonTimeHHmm(iso)}`;
}

function rate(fn: (iso: string) => string): number {
  let sink = 0;
  for (const iso of instants.slice(0, 5000)) sink += fn(iso).length; // warm-up
  const t0 = process.hrtime.bigint();
  for (const iso of instants) sink += fn(iso).length;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (sink === 0) throw new Error('unreachable');
  return N / seconds;
}

const before = rate(viaTzDate);
const after = rate(viaModule);
console.log(`TZDate + format: ${Math.round(before).toLocaleString('en-GB')} calls/s (date, weekday, time)`);
console.log(`dates.ts cache:  ${Math.round(after).toLocaleString('en-GB')} calls/s (date, weekday, time)`);
console.log(`ratio: ${(after / before).toFixed(1)} x`);
