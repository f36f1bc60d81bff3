/** Each ballot's current choice as an option index; `none` marks a ballot that counts for no option. */
export interface CurrentChoices {
  choice: Uint8Array | Uint16Array | Uint32Array;
  none: number;
}

/**
 * The smallest typed array that holds every option index plus the `none` marker (1 byte a ballot for
 * polls). `none` stays below 2^31 so that selectBallots' int32 arithmetic holds for every width.
 */
export function currentChoices(ballots: number, options: number): CurrentChoices {
  if (options < 0xff) return { choice: new Uint8Array(ballots), none: 0xff };
  if (options < 0xffff) return { choice: new Uint16Array(ballots), none: 0xffff };
  if (options < 0x7fffffff) return { choice: new Uint32Array(ballots), none: 0x7fffffff };
  throw new RangeError('too many options');
}
