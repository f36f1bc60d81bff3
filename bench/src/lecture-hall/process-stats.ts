import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux for decades). */
const TICKS = 100;

interface CpuTimes {
  own: number;
  children: number;
}

/** All CPU time, or only the kernel's share (system time: syscalls such as socket writes, page faults). */
export type CpuPart = 'all' | 'kernel';

function readStat(pid: number, part: CpuPart = 'all'): { ppid: number; cpu: CpuTimes } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; fields after its closing parenthesis are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]) / TICKS);
    const cpu = part === 'all' ? { own: utime! + stime!, children: cutime! + cstime! } : { own: stime!, children: cstime! };
    return { ppid: Number(fields[1]), cpu };
  } catch {
    return undefined;
  }
}

/** CPU seconds a process used so far (its own only). */
export function cpuSeconds(pid: number, part: CpuPart = 'all'): number {
  return readStat(pid, part)?.cpu.own ?? Number.NaN;
}

/** CPU seconds of a process and all it has forked: finished children (waited for) and live ones. */
export function treeCpuSeconds(pid: number, part: CpuPart = 'all'): number {
  const root = readStat(pid, part);
  if (!root) return Number.NaN;
  let total = root.cpu.own + root.cpu.children;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry), part);
    if (stat?.ppid === pid) total += stat.cpu.own;
  }
  return total;
}

/** Resident memory now and at its peak (VmRSS, VmHWM), in MiB. */
export function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

export const cores = os.cpus().length;
