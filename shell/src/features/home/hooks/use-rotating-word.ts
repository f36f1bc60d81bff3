import { useEffect, useState } from 'react';

/** The hero's words, as message ids; the blank one is on purpose (product §1.3). */
export const heroWords = [
  'hero.word.food',
  'hero.word.movies',
  'hero.word.teams',
  'hero.word.books',
  'hero.word.songs',
  'hero.word.places',
  'hero.word.games',
  null,
] as const;
export const heroWordIntervalMs = 2000;

/** Cycles through `words` every `intervalMs`; stays on the first word while `paused`. */
export function useRotatingWord<W>(words: readonly W[], intervalMs: number, paused: boolean): W | undefined {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused) {
      setIndex(0);
      return;
    }
    const timer = setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [words.length, intervalMs, paused]);

  return words[index];
}
