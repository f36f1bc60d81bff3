import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnimationStep } from '../utils/animation-types';

export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** Product §4.5, §9: a tick lasts 800 ms divided by the speed; a pause between steps is two ticks. */
const BASE_TICK_MS = 800;
const WATCHDOG_INTERVAL_MS = 1000;
const STUCK_AFTER_MS = 3000;

export function tickMs(speed: Speed): number {
  return BASE_TICK_MS / speed;
}

export interface AnimationPlayer {
  index: number;
  step: AnimationStep | undefined;
  playing: boolean;
  atEnd: boolean;
  speed: Speed;
  play: () => void;
  pause: () => void;
  restart: () => void;
  previous: () => void;
  next: () => void;
  /** The → and ← keys (the presenter's clicker): pause and move one step, whether playing or not. */
  stepBy: (delta: 1 | -1) => void;
  setSpeed: (speed: Speed) => void;
}

/**
 * Plays precomputed frames: each stays `ticks × tick` then the next is shown. Stepping by hand works
 * only while paused. A watchdog looks every second: when a playing animation has not moved for 3 s past
 * its frame's due time (a lost timer, a throttled background tab), it re-arms the frame's timer.
 */
export function useAnimationPlayer(steps: readonly AnimationStep[]): AnimationPlayer {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState<Speed>(1);
  const [rearm, setRearm] = useState(0);
  const lastMove = useRef(Date.now());
  const last = Math.max(0, steps.length - 1);
  const atEnd = index >= last;
  const step = steps[Math.min(index, last)];
  const dueMs = (step?.ticks ?? 1) * tickMs(speed);

  useEffect(() => {
    lastMove.current = Date.now();
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, last)), dueMs);
    return () => clearTimeout(timer);
  }, [index, playing, atEnd, dueMs, last, rearm]);

  useEffect(() => {
    if (!playing || atEnd) return;
    const watchdog = setInterval(() => {
      if (Date.now() - lastMove.current > dueMs + STUCK_AFTER_MS) setRearm((n) => n + 1);
    }, WATCHDOG_INTERVAL_MS);
    return () => clearInterval(watchdog);
  }, [playing, atEnd, dueMs]);

  const restart = useCallback(() => {
    setIndex(0);
    setPlaying(true);
    setRearm((n) => n + 1);
  }, []);
  const play = useCallback(() => (atEnd ? restart() : setPlaying(true)), [atEnd, restart]);
  const pause = useCallback(() => setPlaying(false), []);
  const previous = useCallback(() => !playing && setIndex((i) => Math.max(0, i - 1)), [playing]);
  const next = useCallback(() => !playing && setIndex((i) => Math.min(last, i + 1)), [playing, last]);
  const stepBy = useCallback(
    (delta: 1 | -1) => {
      setPlaying(false);
      setIndex((i) => Math.min(last, Math.max(0, i + delta)));
    },
    [last],
  );

  return { index, step, playing, atEnd, speed, play, pause, restart, previous, next, stepBy, setSpeed };
}
