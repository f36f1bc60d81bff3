const votes = new Intl.NumberFormat('en-US');

/** Vote numbers with thousands separators ("100,000"): the room reads them from a projector. */
export function formatCount(n: number): string {
  return votes.format(n);
}
