/** Each ballot's current choice as an option index; `none` marks a ballot that counts for no option. */
export interface CurrentChoices {
  choice: Uint8Array | Uint16Array | Uint32Array;
  none: number;
}

/** The smallest typed array that holds every option index plus the `none` marker (1 byte a ballot for polls). */
export function currentChoices(ballots: number, options: number): CurrentChoices {
  if (options < 0xff) return { choice: new Uint8Array(ballots), none: 0xff };
  if (options < 0xffff) return { choice: new Uint16Array(ballots), none: 0xffff };
  return { choice: new Uint32Array(ballots), none: 0xffffffff };
}
