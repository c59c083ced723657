/**
 * CPU a run cost, read from /proc: the server process, and the Postgres backends serving one
 * database. Only that database's backends count (their process title names it), so other users
 * of a shared Postgres server do not land in the figures; the server's shared background
 * processes (WAL writer, checkpointer) are left out for the same reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpuTicks, TICKS_PER_SECOND } from '../all/cpu.ts';

/** Backends of `database`: "postgres: <user> <database> <client> <state>" in their title. */
function backendsOf(database: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return title.split(' ').includes(database);
      } catch {
        return false;
      }
    });
}

export interface CpuSplit {
  /** Milliseconds of CPU per request, server process and its database's Postgres backends. */
  nodeMs: number;
  postgresMs: number;
  /** The load generator (this process), per request. */
  loadMs: number;
}

export function watchCpu(serverPid: number, database: string) {
  const ownBefore = process.cpuUsage();
  const serverBefore = cpuTicks(serverPid);
  const pgBefore = new Map(backendsOf(database).map((pid) => [pid, cpuTicks(pid)]));
  return {
    stop(requests: number): CpuSplit {
      const perRequest = (ticks: number) => (1000 * ticks) / TICKS_PER_SECOND / Math.max(1, requests);
      // Backends come and go (the pool opens them on demand); a new one counts from zero.
      const pg = backendsOf(database).reduce((sum, pid) => sum + cpuTicks(pid) - (pgBefore.get(pid) ?? 0), 0);
      const own = process.cpuUsage(ownBefore);
      return {
        nodeMs: perRequest(cpuTicks(serverPid) - serverBefore),
        postgresMs: perRequest(pg),
        loadMs: (own.user + own.system) / 1000 / Math.max(1, requests),
      };
    },
  };
}
