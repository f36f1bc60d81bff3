import { countBallots, type BallotGroup, type CountOption, type CountResult, type CountRules } from '@runoff/counting';
import { describe, expect, it } from 'vitest';
import { describeRound } from './describe-round';
import { loadCatalog, type Catalog } from './catalog';
import { createMessageFormat } from './format-message';

const named = (...names: string[]): CountOption[] => names.map((name, order) => ({ id: `option_${order + 1}`, name, order }));
const ballot = (count: number, ...ranking: number[]): BallotGroup => ({ ranking: ranking.map((n) => `option_${n}`), count });

/** Counts with the real engine and gives each round's sentences: decision, transfers, exhausted. */
function explain(options: CountOption[], ballots: BallotGroup[], rules?: CountRules, catalog?: Catalog): { result: CountResult; rounds: string[][]; standings: string[] } {
  const result = countBallots(options, ballots, rules);
  const format = createMessageFormat({ name: (id) => options.find((o) => o.id === id)?.name ?? id, catalog });
  const stories = result.rounds.map((round) => describeRound(result, round));
  return {
    result,
    rounds: stories.map((story) => [...story.decision, ...story.transfers, ...(story.exhausted ? [story.exhausted] : [])].map(format)),
    standings: stories.map((story) => format(story.standings)),
  };
}

describe('describeRound, one seat', () => {
  it('an elimination: fewest votes, where its ballots went; then the winner at the quota', () => {
    const { rounds, standings } = explain(named('Alien', 'Heat', 'Jaws'), [ballot(3, 1), ballot(3, 2, 1), ballot(1, 3, 1)]);
    expect(standings).toEqual(['Alien 3, Heat 3, Jaws 1.', 'Alien 4, Heat 3.']);
    expect(rounds).toEqual([
      [
        'No option reaches the quota of 4.',
        'Jaws has the fewest votes (1 vote) and is eliminated.',
        'The ballots of Jaws (1 vote) move to their next choice still in the count: 1 to Alien.',
      ],
      ['Alien reaches the quota of 4 with 4 votes and wins.'],
    ]);
  });

  it('a tie for fewest votes broken by the option order, the later option going', () => {
    const { rounds, result } = explain(named('Pizza', 'Sushi', 'Tacos'), [ballot(4, 1), ballot(2, 2, 1), ballot(2, 3, 2)]);
    expect(result.rounds[0]!.tieBreak).toEqual({ decided: 'eliminated', rule: 'option-order', tied: ['option_2', 'option_3'], chosen: 'option_3' });
    expect(rounds[0]).toEqual([
      'No option reaches the quota of 5.',
      "Sushi and Tacos tie for the fewest votes (2 each). The poll's option order breaks the tie: Tacos, the later option, is eliminated.",
      'The ballots of Tacos (2 votes) move to their next choice still in the count: 2 to Sushi.',
    ]);
  });

  it('exhausted ballots: a partial ranking with nobody left, counted in every later round', () => {
    // The worked example of docs/counting.md ("threshold rules"): the Tacos ballots rank nobody else.
    const { rounds } = explain(named('Pizza', 'Sushi', 'Tacos'), [ballot(4, 1, 2), ballot(3, 2, 1), ballot(2, 3)]);
    expect(rounds).toEqual([
      [
        'No option reaches the quota of 5.',
        'Tacos has the fewest votes (2) and is eliminated.',
        'The ballots of Tacos (2 votes) move to their next choice still in the count: 2 exhausted (no further choice).',
      ],
      [
        'No option reaches the quota of 5.',
        'Sushi has the fewest votes (3) and is eliminated.',
        'The ballots of Sushi (3 votes) move to their next choice still in the count: 3 to Pizza.',
        '2 votes are exhausted so far: their ballots rank no option still in the count.',
      ],
      ['Pizza reaches the quota of 5 with 7 votes and wins.', '2 votes are exhausted so far: their ballots rank no option still in the count.'],
    ]);
  });

  it('an option without votes has nothing to pass on', () => {
    const { rounds } = explain(named('Alien', 'Heat', 'Jaws'), [ballot(2, 1), ballot(1, 2), ballot(1, 2, 1)]);
    expect(rounds[0]).toEqual(['No option reaches the quota of 3.', 'Jaws has the fewest votes (0) and is eliminated.', 'Jaws has no votes to pass on.']);
  });

  it('the last option remaining wins below the quota', () => {
    // 4 ballots, quota 3; Heat's two ballots rank nobody else, so Alien ends alone with 2.
    const { rounds } = explain(named('Alien', 'Heat', 'Jaws'), [ballot(2, 1), ballot(1, 2), ballot(1, 3)]);
    expect(rounds.at(-1)).toEqual(['Alien is the last option remaining and wins with 2 votes.', '2 votes are exhausted so far: their ballots rank no option still in the count.']);
  });

  it('a tie that ends the count', () => {
    const { rounds, result } = explain(named('Alien', 'Heat', 'Jaws'), [ballot(2, 1), ballot(2, 2), ballot(1, 3)]);
    expect(result.tie).toEqual(['option_1', 'option_2']);
    expect(rounds.at(-1)).toEqual([
      'Alien and Heat have 2 votes each, below the quota of 3: nothing separates them, so the count ends in a tie.',
      '1 vote is exhausted so far: its ballot ranks no option still in the count.',
    ]);
  });
});

describe('describeRound, several seats', () => {
  const food = named('Pizza', 'Sushi', 'Tacos', 'Curry', 'Salad');
  // docs/counting.md's worked example: 24 ballots, 3 seats, quota 7.
  const example = [ballot(10, 1, 2, 3), ballot(2, 1, 4), ballot(4, 2), ballot(3, 3, 4), ballot(3, 4, 3), ballot(2, 5, 4)];

  it('tells the worked example of docs/counting.md round by round, with its exact figures', () => {
    const { rounds, standings } = explain(food, example, { seats: 3 });
    expect(standings[1]).toBe('Sushi 8.166, Pizza 7, Curry 3.8332, Tacos 3, Salad 2.');
    expect(rounds).toEqual([
      [
        'Pizza reaches the quota of 7 with 12 votes and is elected.',
        "The surplus of Pizza (5 votes above the quota) passes on at 0.4166 of each ballot's value: 4.166 to Sushi, 0.8332 to Curry, and 0.0008 lost to rounding down (residual surplus).",
      ],
      [
        'Sushi reaches the quota of 7 with 8.166 votes and is elected.',
        "The surplus of Sushi (1.166 votes above the quota) passes on at 0.1427 of each ballot's value: 0.594 to Tacos, 0.5708 exhausted (no further choice), and 0.0012 lost to rounding down (residual surplus).",
      ],
      [
        'No option still to be elected reaches the quota of 7.',
        'Salad has the fewest votes (2) and is eliminated.',
        'The ballots of Salad (2 votes) move to their next choice still in the count: 2 to Curry.',
        '0.5708 votes are exhausted so far: their ballots rank no option still in the count.',
      ],
      [
        'No option still to be elected reaches the quota of 7.',
        'Tacos has the fewest votes (3.594) and is eliminated.',
        'The ballots of Tacos (3.594 votes) move to their next choice still in the count: 3 to Curry and 0.594 exhausted (no further choice).',
        '0.5708 votes are exhausted so far: their ballots rank no option still in the count.',
      ],
      [
        'Curry reaches the quota of 7 with 8.8332 votes and is elected.',
        "The surplus of Curry (1.8332 votes above the quota) passes on at 0.2075 of each ballot's value: 1.8328 to nobody, as every seat is filled (final surplus) and 0.0004 lost to rounding down (residual surplus).",
        '1.1648 votes are exhausted so far: their ballots rank no option still in the count.',
      ],
      ['Every seat is filled. The final tally: each winner keeps the quota of 7 at most.', '1.1648 votes are exhausted so far: their ballots rank no option still in the count.'],
    ]);
  });

  it('a winner at exactly the quota has no surplus; options left for the seats left are elected below the quota', () => {
    const { rounds } = explain(named('A', 'B', 'C', 'D'), [ballot(4, 1, 2), ballot(3, 2), ballot(2, 3), ballot(1, 4)], { seats: 2 });
    expect(rounds[0]).toEqual(['A reaches the quota of 4 with 4 votes and is elected.', 'A has no votes above the quota to pass on.']);
    const remaining = explain(named('A', 'B', 'C', 'D'), [ballot(5, 1), ballot(2, 2), ballot(2, 3), ballot(1, 4)], { seats: 3 });
    expect(remaining.rounds[2]![0]).toBe('B and C are elected without reaching the quota of 3: no more options remain in the count than seats to fill.');
  });

  it('one winner a round: a tie for most votes broken by the option order, the earlier option first', () => {
    const { rounds, result } = explain(named('A', 'B', 'C'), [ballot(4, 1, 3), ballot(4, 2, 3), ballot(1, 3)], { seats: 2, oneWinnerPerRound: true });
    expect(result.rounds[0]!.tieBreak).toEqual({ decided: 'elected', rule: 'option-order', tied: ['option_1', 'option_2'], chosen: 'option_1' });
    expect(rounds[0]!.slice(0, 2)).toEqual([
      "A and B tie with 4 votes each. The poll's option order breaks the tie: A, the earlier option, is elected first.",
      'A reaches the quota of 4 with 4 votes and is elected.',
    ]);
  });
});

describe('describeRound in other languages', () => {
  const food = named('Pizza', 'Sushi', 'Tacos', 'Curry', 'Salad');
  const example = [ballot(10, 1, 2, 3), ballot(2, 1, 4), ballot(4, 2), ballot(3, 3, 4), ballot(3, 4, 3), ballot(2, 5, 4)];

  it('German: the worked example with German decimals and lists', async () => {
    const { rounds, standings } = explain(food, example, { seats: 3 }, await loadCatalog('de'));
    expect(standings[1]).toBe('Sushi 8,166, Pizza 7, Curry 3,8332, Tacos 3 und Salad 2.');
    expect(rounds[1]).toEqual([
      'Sushi erreicht die Quote von 7 mit 8,166 Stimmen und ist gewählt.',
      'Der Überschuss von Sushi (1,166 Stimmen über der Quote) geht mit 0,1427 des Werts jedes Stimmzettels weiter: 0,594 an Tacos, 0,5708 verfallen (keine weitere Wahl) und 0,0012 durch Abrunden verloren (Restüberschuss).',
    ]);
    expect(rounds[5]).toEqual([
      'Alle Sitze sind vergeben. Das Endergebnis: Jede gewählte Option behält höchstens die Quote von 7.',
      '1,1648 Stimmen sind bisher verfallen: Die Stimmzettel nennen keine Option, die noch im Rennen ist.',
    ]);
  });

  it('Arabic: an elimination and a tie, the dual and the few', async () => {
    const catalog = await loadCatalog('ar');
    const { rounds } = explain(named('Alien', 'Heat', 'Jaws'), [ballot(3, 1), ballot(3, 2, 1), ballot(1, 3, 1)], undefined, catalog);
    expect(rounds[0]).toEqual([
      'لا يبلغ أي خيار الحصة البالغة 4.',
      'يحصل Jaws على أقل عدد من الأصوات (صوت واحد) ويُستبعد.',
      'تنتقل بطاقات Jaws (صوت واحد) إلى خيارها التالي الذي لا يزال في الفرز: 1 إلى Alien.',
    ]);
    expect(rounds[1]).toEqual(['يبلغ Alien الحصة البالغة 4 بـ4 أصوات ويفوز.']);
    const tie = explain(named('Alien', 'Heat', 'Jaws'), [ballot(2, 1), ballot(2, 2), ballot(1, 3)], undefined, catalog);
    expect(tie.rounds.at(-1)![0]).toBe('لكلٍّ من Alien وHeat صوتان، دون الحصة البالغة 3: لا شيء يفصل بينها، فينتهي الفرز بالتعادل.');
  });
});
