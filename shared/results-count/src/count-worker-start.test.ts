import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCountWorker } from './count-worker-start';

/** Records how the page's Worker constructor is called (the browser's own is not in jsdom). */
class RecordingWorker {
  static made: { url: string; options: WorkerOptions | undefined }[] = [];
  constructor(url: string | URL, options?: WorkerOptions) {
    RecordingWorker.made.push({ url: String(url), options });
  }
}

afterEach(() => {
  RecordingWorker.made = [];
  vi.unstubAllGlobals();
});

describe('startCountWorker', () => {
  it('starts the script itself when it is on the page’s origin', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    startCountWorker('/count-worker.js', { href: 'http://localhost:3004/polls/1/results', origin: 'http://localhost:3004' });
    expect(RecordingWorker.made).toEqual([{ url: 'http://localhost:3004/count-worker.js', options: { name: 'runoff-count' } }]);
  });

  it('starts a blob of the page’s origin that imports the script from the results host', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://localhost:3000/1';
    });
    startCountWorker('http://localhost:3004/count-worker.js', { href: 'http://localhost:3000/polls/1', origin: 'http://localhost:3000' });
    expect(RecordingWorker.made[0]!.url).toBe('blob:http://localhost:3000/1');
    expect(await blobs[0]!.text()).toBe('importScripts("http://localhost:3004/count-worker.js");');
  });
});
