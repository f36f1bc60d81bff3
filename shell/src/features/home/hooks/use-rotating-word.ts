import { useEffect, useState } from 'react';

/** The hero's words; the blank one is on purpose (product §1.3). */
export const heroWords = ['Food', 'Movies', 'Teams', 'Books', 'Songs', 'Places', 'Games', ''] as const;
export const heroWordIntervalMs = 2000;

/** Cycles through `words` every `intervalMs`; stays on the first word while `paused`. */
export function useRotatingWord(words: readonly string[], intervalMs: number, paused: boolean): string {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused) {
      setIndex(0);
      return;
    }
    const timer = setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [words.length, intervalMs, paused]);

  return words[index] ?? '';
}
