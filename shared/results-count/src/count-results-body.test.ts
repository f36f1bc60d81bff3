import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBallots, countHeadToHead } from '@runoff/counting';
import { parsePollResults, ResultsShapeError } from '@runoff/domain';
import { countResultsBody } from './count-results-body';
import { unpackBallots } from './packed-results';
import type { TimeSlicer } from './time-slicer';

/** get_poll_results' answer as the server writes it, with text that a careless scanner would trip on. */
const tricky = fc.constantFrom('Jaws', 'A, "quoted" [one]', 'back\\slash', '{brace}', '"ballots":[1,2]', 'ünï ✓', '');
const answer = fc.integer({ min: 2, max: 6 }).chain((size) => {
  const ids = Array.from({ length: size }, (_, i) => `option_${i + 1}`);
  const group = fc.record({ ranking: fc.shuffledSubarray([...ids, 'unknown']), count: fc.integer({ min: 0, max: 5 }) });
  // Some groups are not groups: the check leaves them out and reports them.
  const item = fc.oneof({ weight: 9, arbitrary: group }, { weight: 1, arbitrary: fc.constantFrom(null, 7, { ranking: 'x', count: 2 }, [1, [2]]) });
  return fc.record({
    poll: fc.record({
      id: fc.constant('poll-1'),
      title: tricky,
      status: fc.constant('completed'),
      options: fc.tuple(...ids.map((id, i) => tricky.map((text) => ({ id, text, order: i })))),
      seats: fc.integer({ min: 1, max: size - 1 }),
    }),
    ballots: fc.array(item, { maxLength: 60 }),
    totalVotes: fc.integer({ min: 0, max: 300 }),
    invalidBallots: fc.integer({ min: 0, max: 3 }),
    generatedAt: fc.constant('2026-11-23T22:00:00.000Z'),
  });
});

const bytes = (value: unknown, space?: number) => new TextEncoder().encode(JSON.stringify(value, null, space)).buffer;

/** A slicer whose every slice is due at once: the most pauses the body can take. */
function alwaysDue(): TimeSlicer & { pauses: number } {
  const slicer = { pauses: 0, due: () => true, pause: async () => void (slicer.pauses += 1) };
  return slicer;
}

describe('countResultsBody', () => {
  it('counts the answer’s bytes as parsePollResults and the engine count the parsed answer, for its seats, however it is spaced', async () => {
    await fc.assert(
      fc.asyncProperty(answer, fc.constantFrom(undefined, 2), async (sent, space) => {
        const parsed = parsePollResults(sent);
        const options = parsed.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
        const counted = await countResultsBody(bytes(sent, space));
        expect(counted.count).toEqual(countBallots(options, parsed.ballots, { seats: parsed.poll.seats }));
        expect(counted.count.seats).toBe(sent.poll.seats);
        // Who beats whom, from the same packed groups.
        expect(counted.headToHead).toEqual(countHeadToHead(options, counted.results.ballots));
        expect(counted.results.poll).toEqual(parsed.poll);
        expect(counted.results.invalidBallots).toBe(parsed.invalidBallots);
        expect(counted.results.totalVotes).toBe(parsed.totalVotes);
        // The packed groups are the parsed ones, unknown ids left out (the count skips them anyway).
        const known = new Set(options.map((option) => option.id));
        expect(unpackBallots(counted.results)).toEqual(parsed.ballots.map((g) => ({ ranking: g.ranking.filter((id) => known.has(id)), count: g.count })));
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same count when cut into the smallest slices, pausing as it goes', async () => {
    const ids = ['option_1', 'option_2', 'option_3'];
    const ballots = Array.from({ length: 5000 }, (_, i) => ({ ranking: i % 3 === 0 ? ids : [...ids].reverse(), count: 1 + (i % 2) }));
    const sent = { poll: { id: 'p', title: 'T', status: 'completed', options: ids.map((id, order) => ({ id, text: id, order })) }, ballots, totalVotes: 7500, invalidBallots: 0, generatedAt: 'now' };
    const slicer = alwaysDue();
    const sliced = await countResultsBody(bytes(sent), slicer);
    expect(sliced).toEqual(await countResultsBody(bytes(sent)));
    expect(slicer.pauses).toBeGreaterThan(5);
    expect(sliced.count.winner).toBe('option_3');
  });

  it('refuses what is not the Results shape with parsePollResults’ words', async () => {
    await expect(countResultsBody(new TextEncoder().encode('{"poll": ').buffer)).rejects.toThrow(ResultsShapeError);
    await expect(countResultsBody(bytes({ poll: { id: 'p', status: 'completed' } }))).rejects.toThrow('no list of ballots');
    await expect(countResultsBody(bytes({ poll: { id: 'p', status: 'paused' }, ballots: [] }))).rejects.toThrow('unknown status');
  });

  it('reads the total from the groups when the server sends none', async () => {
    const sent = { poll: { id: 'p', status: 'completed', options: [{ id: 'a', text: 'A', order: 0 }] }, ballots: [{ ranking: ['a'], count: 4 }] };
    expect((await countResultsBody(JSON.stringify(sent))).results.totalVotes).toBe(4);
  });
});
