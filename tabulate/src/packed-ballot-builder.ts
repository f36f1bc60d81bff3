import type { PackedBallots } from '@runoff/counting';

/**
 * Collects ballots as option indices in flat typed arrays (one byte a preference up to 254 options),
 * so a million ballots take about 14 MB instead of a million JavaScript arrays.
 */
export class PackedBallotBuilder {
  private choices: Uint8Array | Uint16Array = new Uint8Array(1 << 16);
  private starts = new Uint32Array(1 << 14);
  private length = 0;
  /** Ballots ended so far; also the number of the ballot being built. */
  ballots = 0;

  rank(option: number): void {
    if (option >= 0xff && this.choices instanceof Uint8Array) this.choices = Uint16Array.from(this.choices);
    if (this.length === this.choices.length) this.choices = grow(this.choices);
    this.choices[this.length++] = option;
  }

  endBallot(): void {
    this.ballots += 1;
    if (this.ballots + 1 > this.starts.length) this.starts = grow(this.starts);
    this.starts[this.ballots] = this.length;
  }

  finish(): PackedBallots {
    return { choices: this.choices.subarray(0, this.length), starts: this.starts.subarray(0, this.ballots + 1) };
  }
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array>(array: T): T {
  const grown = new (array.constructor as new (length: number) => T)(array.length * 2);
  grown.set(array);
  return grown;
}
