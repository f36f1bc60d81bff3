import { compareMethods, type BallotGroup, type CountOption } from '@runoff/counting';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import { describeComparison, describeMargin, methodName } from './describe-comparison';
import { createMessageFormat } from './format-message';

const named = (...names: string[]): CountOption[] => names.map((name, order) => ({ id: name, name, order }));
const format = createMessageFormat({ name: (id) => id });

function packed(options: CountOption[], ballots: BallotGroup[]) {
  const choices = ballots.flatMap((group) => group.ranking.map((id) => options.findIndex((o) => o.id === id)));
  const starts = [0];
  for (const group of ballots) starts.push(starts.at(-1)! + group.ranking.length);
  return { choices: Uint8Array.from(choices), starts: Uint32Array.from(starts), weights: Float64Array.from(ballots.map((g) => g.count)) };
}
const groups = (...list: Array<[number, string[]]>): BallotGroup[] => list.map(([count, ranking]) => ({ count, ranking }));

describe('describeComparison', () => {
  it('names the centre squeeze, and why plurality misses the Condorcet winner', () => {
    const options = named('Apples', 'Bananas', 'Cherries');
    // Bananas is nearly everyone's second choice: it beats Apples 7–5 and Cherries 8–4 but has the fewest first choices.
    const ballots = groups([5, ['Apples', 'Bananas', 'Cherries']], [4, ['Cherries', 'Bananas', 'Apples']], [2, ['Bananas', 'Apples', 'Cherries']], [1, ['Bananas', 'Cherries', 'Apples']]);
    const said = describeComparison(compareMethods(options, packed(options, ballots))).map(format);
    expect(said).toEqual([
      'Bananas beats everyone one on one (the Condorcet winner), but the instant runoff eliminates it in round 1: a centre squeeze.',
      'Apples has the most first choices, but Bananas beats it one on one, 7 to 5: plurality looks at first choices only.',
    ]);
  });

  it('names a cycle as a cycle, then which methods elect whom', () => {
    const options = named('A', 'B', 'C');
    const ballots = groups([3, ['A', 'B', 'C']], [3, ['B', 'C', 'A']], [3, ['C', 'A', 'B']]);
    const said = describeComparison(compareMethods(options, packed(options, ballots))).map(format);
    expect(said[0]).toBe('There is no Condorcet winner: A beats B, B beats C, C beats A.');
    expect(said.slice(1)).toEqual([
      'A, B, and C tie under the instant runoff, Schulze, Minimax, Copeland, the Borda count, and plurality.',
      'A wins under Ranked Pairs.',
    ]);
  });

  it('says when every method agrees, and writes margins in their units', () => {
    const options = named('A', 'B');
    const comparison = compareMethods(options, packed(options, groups([3, ['A', 'B']], [1, ['B']])));
    expect(describeComparison(comparison).map(format)).toEqual(['Every method elects A.']);
    const margins = comparison.outcomes.map((outcome) => `${format(methodName(outcome.method))}: ${outcome.margin ? format(describeMargin(outcome.margin)) : '–'}`);
    expect(margins).toEqual([
      'the instant runoff: by 2 votes over B',
      'Schulze: by 3 votes over B',
      'Ranked Pairs: by 2 votes over B',
      'Minimax: by 3 votes over B',
      'Copeland: by 1 win over B',
      'the Borda count: by 2 points over B',
      'plurality: by 2 votes over B',
    ]);
  });

  it('says options tied one on one and beaten by nobody else, without a cycle', () => {
    const options = named('A', 'B', 'C');
    const said = describeComparison(compareMethods(options, packed(options, groups([2, ['A', 'B', 'C']], [2, ['B', 'A', 'C']])))).map(format);
    expect(said[0]).toBe('There is no Condorcet winner: A and B lose to nobody one on one, but tie with each other.');
  });

  it('says it in every language, without a placeholder left', async () => {
    const options = named('A', 'B', 'C');
    const centre = compareMethods(options, packed(options, groups([5, ['A', 'B', 'C']], [4, ['C', 'B', 'A']], [2, ['B', 'A', 'C']], [1, ['B', 'C', 'A']])));
    const cycle = compareMethods(options, packed(options, groups([3, ['A', 'B', 'C']], [3, ['B', 'C', 'A']], [3, ['C', 'A', 'B']])));
    for (const language of ['es', 'fr', 'de', 'ar']) {
      const localized = createMessageFormat({ name: (id) => id, catalog: await loadCatalog(language) });
      const said = [...describeComparison(centre), ...describeComparison(cycle)].map(localized);
      expect(said.length).toBe(5);
      for (const text of said) expect(text, language).not.toMatch(/[{}]/);
      for (const margin of centre.outcomes.flatMap((outcome) => (outcome.margin ? [describeMargin(outcome.margin)] : []))) expect(localized(margin)).toMatch(/A|B|C/);
    }
  });
});
