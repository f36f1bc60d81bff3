import { Worker } from 'node:worker_threads';

/**
 * Peak resident memory of this process while synchronous code runs: a worker thread reads the RSS
 * every millisecond (the main thread is busy counting, the worker is not).
 */
export class MemorySampler {
  private readonly peak = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(
      `const { workerData } = require('node:worker_threads');
       const peak = new Int32Array(workerData);
       setInterval(() => {
         const kb = Math.round(process.memoryUsage.rss() / 1024);
         if (kb > Atomics.load(peak, 0)) Atomics.store(peak, 0, kb);
       }, 1);`,
      { eval: true, workerData: this.peak.buffer },
    );
    this.worker.unref();
  }

  /** Starts a new measurement from the current RSS. */
  reset(): void {
    Atomics.store(this.peak, 0, Math.round(process.memoryUsage.rss() / 1024));
  }

  /** The highest RSS seen since reset, in MB. */
  peakMb(): number {
    return Math.max(Atomics.load(this.peak, 0), process.memoryUsage.rss() / 1024) / 1024;
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}
