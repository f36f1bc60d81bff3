/** CPU time of one run of `work`, in ms (user + system): what a loaded machine does not inflate. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Median and maximum CPU time of `runs` runs, after two warm-up runs. */
export function measureCpu(work: () => void, runs: number): { median: number; max: number } {
  work();
  work();
  const times = Array.from({ length: runs }, () => cpuMs(work)).sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}
