import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a process and all its descendants, from /proc (Linux): what a server spent, whatever
 * else runs on the machine. Other work slows a server's answers but hardly changes the CPU it spends
 * on each, so CPU per answer compares two servers more steadily than throughput on a busy machine.
 */

let ticksPerSecond: number | undefined;
const ticks = (): number => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};

interface ProcStat {
  pid: number;
  ppid: number;
  /** The command's name (`node`, `java`). */
  name: string;
  /** utime + stime, in ticks (the process's own threads; not its children's). */
  cpu: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces and parentheses: the fields after it are split from its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { pid, ppid: Number(fields[1]), name, cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

export interface TreeCpu {
  /** Seconds of CPU used so far by the process and its descendants. */
  total: number;
  /** The same by command name (`node`, `java`…). */
  byName: Record<string, number>;
}

/** CPU used so far by `root` and its descendants; null where /proc cannot tell (not Linux). */
export function treeCpu(root: number): TreeCpu | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = entries.flatMap((name) => readStat(Number(name)) ?? []);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const rootStat = stats.find((s) => s.pid === root);
  if (!rootStat) return null;
  const byName: Record<string, number> = {};
  let total = 0;
  const queue = [rootStat];
  while (queue.length) {
    const next = queue.pop()!;
    total += next.cpu / ticks();
    byName[next.name] = (byName[next.name] ?? 0) + next.cpu / ticks();
    queue.push(...(children.get(next.pid) ?? []));
  }
  return { total, byName };
}

/** What was used between two readings of the same tree, by name (the names of the second). */
export function cpuBetween(before: TreeCpu, after: TreeCpu): TreeCpu {
  const byName = Object.fromEntries(
    Object.entries(after.byName).map(([name, seconds]) => [name, seconds - (before.byName[name] ?? 0)]),
  );
  return { total: after.total - before.total, byName };
}
