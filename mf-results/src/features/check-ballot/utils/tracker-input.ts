/** The longest tracker input sent: a tracker is 8 characters; spaces and a dash may come with it. */
export const TRACKER_INPUT_MAX = 20;

/** A tracker as the voter was shown it, XXXX-XXXX, whatever way it was typed (the server's own cleaning). */
export function shownTracker(tracker: string): string {
  const clean = tracker.toUpperCase().replace(/[\s-]/g, '');
  return clean.length === 8 ? `${clean.slice(0, 4)}-${clean.slice(4)}` : clean;
}
