import { act, renderHook } from '@testing-library/react';
import { localeStore } from '@runoff/platform/i18n';
import type { PollResults } from '@runoff/domain';
import { countResults } from '../../../../tests/support/count-results';
import { load, useWords } from '../../../lib/i18n';
import { buildResultsCsv } from './build-results-csv';

// Three seats out of five options: fractional transfers (docs/counting.md's worked example).
function food(): PollResults {
  const options = ['Pizza', 'Sushi', 'Tacos', 'Curry', 'Salad'].map((text, order) => ({ id: `option_${order + 1}`, text, order }));
  const ballot = (count: number, ...ranking: number[]) => ({ ranking: ranking.map((n) => `option_${n}`), count });
  return {
    poll: { id: 'food', title: 'Lunch', status: 'completed', options, seats: 3 },
    ballots: [ballot(10, 1, 2, 3), ballot(2, 1, 4), ballot(4, 2), ballot(3, 3, 4), ballot(3, 4, 3), ballot(2, 5, 4)],
    totalVotes: 24,
    generatedAt: '2026-11-27T00:00:00.000Z',
  };
}

afterEach(() => act(() => localeStore.choose('en')));

describe('buildResultsCsv in the reader’s language', () => {
  beforeEach(async () => {
    await load('de');
    act(() => localeStore.choose('de'));
  });

  it('writes the CSV report with German labels and the spec’s structure, figures as numbers', () => {
    const { result } = renderHook(() => useWords());
    const counted = countResults(food());
    const german = buildResultsCsv(counted, result.current).split('\r\n');
    const english = buildResultsCsv(counted).split('\r\n');
    expect(german.slice(0, 9)).toEqual([
      'Ergebnisse der Rangfolgewahl',
      'Erstellt,2026-11-27T00:00:00.000Z',
      'Stimmen insgesamt,24',
      'Sitze,3',
      'Quote,7',
      'Gewählt 1,Pizza',
      'Gewählt 2,Sushi',
      'Gewählt 3,Curry',
      '',
    ]);
    expect(german[9]).toBe('Runde,Curry,Pizza,Salad,Sushi,Tacos,Gewählt,Ausgeschieden,Verfallen,Erklärung');
    // Same rows and columns; the figures stay numbers a spreadsheet reads ("8.8332"), only the words change.
    expect(german).toHaveLength(english.length);
    expect(german[14]!.split(',').slice(0, 9)).toEqual(english[14]!.split(',').slice(0, 9));
    expect(german[14]).toContain('"Curry 8,8332, ');
  });
});
