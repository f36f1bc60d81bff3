import type { PackedBallots } from '@runoff/counting';

/**
 * Collects ballots as option indices in flat typed arrays (one byte a preference up to 254 options),
 * so a million ballots take about 14 MB instead of a million JavaScript arrays. A ballot may stand for
 * several (a BLT file's weight): the weights are kept only once one is not 1.
 */
export class PackedBallotBuilder {
  private choices: Uint8Array | Uint16Array = new Uint8Array(1 << 16);
  private starts = new Uint32Array(1 << 14);
  private weights: Float64Array | null = null;
  private length = 0;
  /** Ballots ended so far; also the number of the ballot being built. */
  ballots = 0;

  rank(option: number): void {
    if (option >= 0xff && this.choices instanceof Uint8Array) this.choices = Uint16Array.from(this.choices);
    if (this.length === this.choices.length) this.choices = grow(this.choices);
    this.choices[this.length++] = option;
  }

  endBallot(weight = 1): void {
    if (weight !== 1 && this.weights === null) this.weights = new Float64Array(this.starts.length).fill(1);
    if (this.weights) {
      if (this.ballots >= this.weights.length) this.weights = grow(this.weights, 1);
      this.weights[this.ballots] = weight;
    }
    this.ballots += 1;
    if (this.ballots + 1 > this.starts.length) this.starts = grow(this.starts);
    this.starts[this.ballots] = this.length;
  }

  finish(): PackedBallots {
    const packed: PackedBallots = { choices: this.choices.subarray(0, this.length), starts: this.starts.subarray(0, this.ballots + 1) };
    if (this.weights) packed.weights = this.weights.subarray(0, this.ballots);
    return packed;
  }
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(array: T, fill?: number): T {
  const grown = new (array.constructor as new (length: number) => T)(array.length * 2);
  if (fill !== undefined) grown.fill(fill);
  grown.set(array);
  return grown;
}
