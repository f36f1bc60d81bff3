/** Past about 60 names a projected wall stops being readable: the rest become "+N more". */
export const MAX_VISIBLE_NAMES = 60;

/**
 * The names the presenter view shows. The newest joiners stay visible (the room watches for its own name
 * appearing), so the earliest ones fold into "+N more" once the wall is full.
 */
export function visibleNames<T>(everyone: readonly T[], limit: number = MAX_VISIBLE_NAMES): { shown: T[]; more: number } {
  if (everyone.length <= limit) return { shown: [...everyone], more: 0 };
  return { shown: everyone.slice(everyone.length - limit), more: everyone.length - limit };
}
