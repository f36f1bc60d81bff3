/**
 * Preloaded (`--import`) into a command a benchmark runs: as the process exits it writes its own CPU time
 * (user + system, every thread) and peak resident memory as JSON to the file RUNOFF_CPU_FILE names, which
 * sampling /proc from outside would miss the last moments of.
 */
import fs from 'node:fs';

const file = process.env.RUNOFF_CPU_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    fs.writeFileSync(file, JSON.stringify({ cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, peakRssMb: usage.maxRSS / 1024 }));
  });
}
