import { describe, expect, it } from 'vitest';
import { scanArray } from './json-array-scan';
import { unsliced } from './time-slicer';

async function items(text: string, key = 'ballots'): Promise<unknown[] | null> {
  const span = await scanArray(text, key, unsliced);
  if (span.open < 0) return null;
  let start = span.open + 1;
  return span.ends.map((end) => {
    const item: unknown = JSON.parse(text.slice(start, end));
    start = end + 1;
    return item;
  });
}

describe('scanArray', () => {
  it('splits the top-level array under the key into its items, whatever they hold', async () => {
    const ballots = [{ ranking: ['a', 'b'], count: 1 }, 'x,]"}', [1, [2, { y: '\\"' }]], null, 3];
    expect(await items(JSON.stringify({ poll: { title: '"ballots": [9]' }, ballots, total: 1 }))).toEqual(ballots);
    expect(await items(JSON.stringify({ ballots }, null, 2))).toEqual(ballots);
  });

  it('skips a key of the same name deeper down and finds none when the object has none', async () => {
    expect(await items(JSON.stringify({ poll: { ballots: [1] }, ballots: [2] }))).toEqual([2]);
    expect(await items(JSON.stringify({ poll: { ballots: [1] } }))).toBeNull();
  });

  it('finds an empty array empty', async () => {
    expect(await items('{"ballots": [ ] }')).toEqual([]);
    expect(await items('{"ballots":[]}')).toEqual([]);
  });
});
