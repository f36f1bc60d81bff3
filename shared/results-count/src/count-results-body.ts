import { isBallotGroup, isRecord, malformedWeight, parsePollResults, ResultsShapeError } from '@runoff/domain';
import { scanArray } from './json-array-scan';
import { BallotPacker, countOptions, countPackedResults, withHeadToHead, type CountedPoll } from './packed-results';
import { unsliced, type TimeSlicer } from './time-slicer';

// Groups parsed by one JSON.parse: about 150 kB of text for full 10-option rankings, a millisecond or two.
const BATCH = 1000;
// Bytes decoded at a time: UTF-8 decoding of a 15 MB answer is itself longer than a frame.
const DECODE_PIECE = 1 << 20;

/** The bytes as they came (one buffer, or the pieces of a stream) to text, a slice at a time. */
async function decode(body: ArrayBuffer | readonly Uint8Array[], slicer: TimeSlicer): Promise<string> {
  const decoder = new TextDecoder();
  const texts: string[] = [];
  for (const bytes of 'byteLength' in body ? [new Uint8Array(body)] : body) {
    for (let at = 0; at < bytes.length; at += DECODE_PIECE) {
      texts.push(decoder.decode(bytes.subarray(at, at + DECODE_PIECE), { stream: true }));
      if (slicer.due()) await slicer.pause();
    }
  }
  texts.push(decoder.decode());
  return texts.join('');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ResultsShapeError('The server sent results that are not JSON');
  }
}

/**
 * get_poll_results' answer, as the bytes came over the network, to its count: checked as
 * parsePollResults checks it, ballot groups packed (PackedPollResults), counted by the one engine.
 * In the counting worker it runs straight through; on the main thread (when no worker can start) the
 * slicer cuts decoding, scanning and parsing into slices that each stay well below a long task.
 */
export async function countResultsBody(body: ArrayBuffer | readonly Uint8Array[] | string, slicer: TimeSlicer = unsliced): Promise<CountedPoll> {
  const text = typeof body === 'string' ? body : await decode(body, slicer);
  const span = await scanArray(text, 'ballots', slicer);
  // Everything but the ballots is a few kB: one parse, with the groups left out (an empty list).
  const rest = parse(span.open < 0 ? text : `${text.slice(0, span.open)}[]${text.slice(span.close + 1)}`);
  const summary = parsePollResults(rest);
  if (slicer.due()) await slicer.pause();

  const packer = new BallotPacker(countOptions(summary), span.ends.length);
  let counted = 0;
  let malformed = 0;
  let start = span.open + 1;
  for (let first = 0; first < span.ends.length; first += BATCH) {
    const last = Math.min(first + BATCH, span.ends.length) - 1;
    const items = parse(`[${text.slice(start, span.ends[last])}]`) as unknown[];
    start = span.ends[last]! + 1;
    for (const item of items) {
      if (isBallotGroup(item)) {
        packer.add(item);
        counted += item.count;
      } else {
        malformed += malformedWeight(item);
      }
    }
    if (slicer.due()) await slicer.pause();
  }

  const sent = isRecord(rest) ? rest.totalVotes : undefined;
  const results = {
    ...summary,
    ballots: packer.done(),
    totalVotes: typeof sent === 'number' && Number.isInteger(sent) && sent >= 0 ? sent : counted,
    invalidBallots: (summary.invalidBallots ?? 0) + malformed,
  };
  const count = countPackedResults(results);
  // On the main thread the head-to-head table is a slice of its own (docs/performance.md, "Who beats whom").
  if (slicer.due()) await slicer.pause();
  return withHeadToHead(results, count);
}
