/** "1 participant", "2 participants", "0 participants". */
export function participantCountText(count: number): string {
  return `${count} ${count === 1 ? 'participant' : 'participants'}`;
}
