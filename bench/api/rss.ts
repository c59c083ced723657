/** Resident memory of the server process, read from /proc the way `ps` would. */
import { readdirSync, readFileSync } from 'node:fs';

export function rssMegabytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN; // the process has gone
  }
}

/**
 * The pid of our child process whose command line runs `script`. startPortal keeps the child
 * to itself, so we find it through /proc/<our pid>/task/<tid>/children.
 */
export function childPidRunning(script: string): number {
  const tasks = readdirSync(`/proc/${process.pid}/task`);
  const children = tasks.flatMap((tid) =>
    readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  );
  for (const pid of children) {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (command.includes(script)) return Number(pid);
  }
  throw new Error(`no child process runs ${script}`);
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
