/** A tracker as the voter reads it aloud: two groups of four (`K7QM-2XPA`). */
export function shownTracker(tracker: string): string {
  return tracker.length === 8 ? `${tracker.slice(0, 4)}-${tracker.slice(4)}` : tracker;
}

/** ballot-tracker-{pollId}.txt, with anything but id characters taken out of the poll id. */
export function trackerFileName(pollId: string): string {
  return `ballot-tracker-${pollId.replace(/[^A-Za-z0-9_-]/g, '')}.txt`;
}
