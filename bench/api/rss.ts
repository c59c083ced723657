/** Resident memory of the server process, read from /proc the way `ps` would. */
import { readFileSync } from 'node:fs';

export function rssMegabytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN; // the process has gone
  }
}

/** Samples RSS every 100 ms until stopped, and answers the peak it saw. */
export function watchPeakRss(pid: number) {
  let peak = rssMegabytes(pid);
  const timer = setInterval(() => {
    const now = rssMegabytes(pid);
    if (now > peak) peak = now;
  }, 100);
  return {
    stop(): number {
      clearInterval(timer);
      const now = rssMegabytes(pid);
      return now > peak ? now : peak;
    },
  };
}
