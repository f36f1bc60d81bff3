const votes = new Intl.NumberFormat('en-US');

/** Vote numbers with thousands separators ("100,000"): the room reads them from a projector. */
export function formatCount(n: number): string {
  return votes.format(n);
}

/** "1 vote", "2 votes", "100,000 votes". */
export function formatVotes(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'vote' : 'votes'}`;
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Names as one list style everywhere tied or eliminated names are read: "A and B", "A, B, and C". */
export function listNames(names: readonly string[]): string {
  return list.format(names);
}
