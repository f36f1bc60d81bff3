import { countWithMethod, type CountOption } from '@runoff/counting';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import { createMessageFormat } from './format-message';
import { describeMethod } from './describe-method';

const options: CountOption[] = ['A', 'B', 'C', 'D', 'E'].map((id, order) => ({ id, name: id, order }));
const format = createMessageFormat({ name: (id) => id });

/** Wikipedia's 45-voter Schulze example, packed: 5 ACBED, 5 ADECB, 8 BEDAC, 3 CABED, 7 CAEBD, 2 CBADE, 7 DCEBA, 8 EBADC. */
function wikipedia() {
  const groups: Array<[number, string]> = [[5, 'ACBED'], [5, 'ADECB'], [8, 'BEDAC'], [3, 'CABED'], [7, 'CAEBD'], [2, 'CBADE'], [7, 'DCEBA'], [8, 'EBADC']];
  const choices = Uint8Array.from(groups.flatMap(([, ranking]) => [...ranking].map((id) => 'ABCDE'.indexOf(id))));
  const starts = Uint32Array.from({ length: groups.length + 1 }, (_, g) => g * 5);
  return { choices, starts, weights: Float64Array.from(groups.map(([count]) => count)) };
}

describe('describeMethod', () => {
  it('says Schulze’s strongest paths from the winner and back, and why it wins', () => {
    const said = describeMethod(countWithMethod('schulze', options, wikipedia())).map(format);
    expect(said).toContain('The strongest path from E to A goes through D, C, and B; its weakest link is 25 to 20.');
    expect(said).toContain('The strongest path from A to E goes through D and C; its weakest link is 24 to 21.');
    expect(said).toContain('The strongest path from E to D is direct: 31 to 14.');
    expect(said.at(-1)).toBe('E wins: its strongest path to every other option is at least as strong as the path back.');
  });

  it('says Ranked Pairs’ pairs in order, a skipped pair with its cycle named, and why the winner wins', () => {
    const said = describeMethod(countWithMethod('ranked-pairs', options, wikipedia())).map(format);
    expect(said.slice(0, 5)).toEqual([
      'B over D, 33 to 12: locked in.',
      'E over D, 31 to 14: locked in.',
      'A over D, 30 to 15: locked in.',
      'C over B, 29 to 16: locked in.',
      'D over C, 28 to 17: skipped, as it would close a cycle: D beats C, C beats B, B beats D.',
    ]);
    expect(said.at(-1)).toBe('A wins: no locked pair puts another option above it.');
  });

  it('says a tie, and nothing else for a method counted by its scores', () => {
    const cycle = { choices: Uint8Array.from([0, 1, 2, 1, 2, 0, 2, 0, 1]), starts: Uint32Array.from([0, 3, 6, 9]) };
    const three = options.slice(0, 3);
    expect(describeMethod(countWithMethod('copeland', three, cycle)).map(format)).toEqual(['A, B, and C tie under Copeland: nothing in its rule separates them.']);
    expect(describeMethod(countWithMethod('borda', options, wikipedia()))).toEqual([]);
  });

  it('says it in every language, without a placeholder left', async () => {
    const results = [countWithMethod('schulze', options, wikipedia()), countWithMethod('ranked-pairs', options, wikipedia())];
    for (const language of ['es', 'fr', 'de', 'ar']) {
      const localized = createMessageFormat({ name: (id) => id, catalog: await loadCatalog(language) });
      for (const text of results.flatMap(describeMethod).map(localized)) expect(text, language).not.toMatch(/[{}]/);
    }
  });
});
