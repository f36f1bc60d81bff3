import type { CountOption } from '@runoff/counting';
import { countBallots } from '@runoff/counting';
import { buildAnimationSteps } from './build-animation-steps';

const options: CountOption[] = ['Ada', 'Bo', 'Cy', 'Di'].map((name, order) => ({ id: `option_${order + 1}`, name, order }));
// Two seats, quota 3: Ada elected in round 1 with 4, her surplus of 1 flows on at 0.25 to Bo.
const result = countBallots(
  options,
  [
    { ranking: ['option_1', 'option_2'], count: 4 },
    { ranking: ['option_3'], count: 2 },
    { ranking: ['option_4', 'option_3'], count: 1 },
  ],
  { seats: 2 },
);
const steps = buildAnimationSteps(options, result);
const votes = (step: (typeof steps)[number], name: string) => step.bars.find((bar) => bar.name === name)?.votes;

describe('buildAnimationSteps with several seats', () => {
  it("shows a winner's bar passing the quota, then its surplus flowing on at its fraction", () => {
    const elected = steps.find((step) => step.kind === 'winner' && step.round === 1)!;
    expect(votes(elected, 'Ada')).toBe(4);
    expect(elected.quota).toBe(3);
    expect(elected.banner?.text).toBe('Ada is elected');
    // The describer's words (@runoff/explain): the decision, then where the surplus went as round 2 starts.
    expect(elected.narration).toBe('Ada reaches the quota of 3 with 4 votes and is elected.');

    const round2 = steps.filter((step) => step.round === 2);
    expect(round2[0]!.narration).toBe("Round 2: The surplus of Ada (1 vote above the quota) passes on at 0.25 of each ballot's value: 1 to Bo.");
    const flowing = round2.filter((step) => step.kind === 'count');
    expect(flowing.length).toBeGreaterThan(1);
    // Ada's bar falls from 4 to the quota while Bo's grows by the same amount, frame by frame.
    for (const step of flowing) {
      expect(votes(step, 'Ada')! + votes(step, 'Bo')!).toBeCloseTo(4, 4);
      expect(step.narration).toMatch(/^Ada's surplus flows on at 0\.25 of each ballot's value: [\d.]+ of 1 vote passed on\.$/);
    }
    expect(votes(flowing.at(-1)!, 'Ada')).toBe(3);
    expect(votes(flowing.at(-1)!, 'Bo')).toBe(1);
    expect(flowing.at(-1)!.bars.find((bar) => bar.name === 'Ada')?.state).toBe('winner');
  });

  it('ends with the winners in order of election', () => {
    const last = steps.at(-1)!;
    expect(last.final).toEqual({ kind: 'winners', names: ['Ada', 'Cy'], seats: 2, rounds: result.rounds.length, tied: null });
    expect(last.bars.filter((bar) => bar.state === 'winner').map((bar) => bar.name)).toEqual(['Ada', 'Cy']);
    expect(steps.some((step) => step.kind === 'elimination' && step.banner?.text === 'Di eliminated')).toBe(true);
  });

  it('counts first choices in whole ballots: every frame of round 1 shows whole numbers', () => {
    const counting = steps.filter((step) => step.round === 1 && step.kind === 'count');
    expect(counting.length).toBeGreaterThan(0);
    for (const step of counting) {
      expect(Number.isInteger(step.counted)).toBe(true);
      for (const bar of step.bars) expect(Number.isInteger(bar.votes)).toBe(true);
      expect(step.narration).toMatch(/^Counting first choices: \d+ of 7\.$/);
    }
    expect(counting.at(-1)!.bars.map((bar) => bar.votes)).toEqual([4, 0, 2, 1]);
  });
});
