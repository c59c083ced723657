/**
 * Where the CPU went during a run, read from /proc: each server process, every Postgres
 * process on the machine (other users' queries included, so quiet the machine first), and this
 * load generator itself. Shown as % of one core over the run's wall time.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** A process's CPU so far, in ticks (user + system); 0 once it has gone. */
export function cpuTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime + stime
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export function watchCpu(servers: number[]) {
  const started = performance.now();
  const ownBefore = process.cpuUsage();
  const serverBefore = servers.map(cpuTicks);
  const pgBefore = new Map(postgresPids().map((pid) => [pid, cpuTicks(pid)]));
  return {
    /** `requests` answered during the watch gives CPU per request, steadier than req/s on a busy machine. */
    stop(requests: number): string {
      const seconds = (performance.now() - started) / 1000;
      const perRequest = (ticks: number) => `${((1000 * ticks) / TICKS_PER_SECOND / requests).toFixed(2)} ms`;
      const pct = (ticks: number) => `${((100 * ticks) / TICKS_PER_SECOND / seconds).toFixed(0)}%`;
      const own = process.cpuUsage(ownBefore);
      // Postgres backends come and go; one that started during the run counts from zero.
      const pg = postgresPids().reduce((sum, pid) => sum + cpuTicks(pid) - (pgBefore.get(pid) ?? 0), 0);
      const serverTicks = servers.map((pid, i) => cpuTicks(pid) - (serverBefore[i] ?? 0));
      const parts = servers.map((pid, i) => `server ${pid} ${pct(serverTicks[i] ?? 0)}`);
      const load = `${(((own.user + own.system) / 1e6 / seconds) * 100).toFixed(0)}%`;
      const allServers = serverTicks.reduce((sum, ticks) => sum + ticks, 0);
      return `CPU (% of one core): ${parts.join(', ')}, Postgres ${pct(pg)}, load generator ${load}; per request: server ${perRequest(allServers)}, Postgres ${perRequest(pg)}`;
    },
  };
}
