import { act, render, screen, within } from '@testing-library/react';
import { localeStore } from '@runoff/platform/i18n';
import type { PollResults } from '@runoff/domain';
import { filmResults, tiedResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { load } from '../../../lib/i18n';
import { ResultsView } from './results-view';

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

describe('ResultsView in German', () => {
  beforeEach(async () => {
    await load('de');
    act(() => localeStore.choose('de'));
  });

  it('says the winner, the summary and every round in German, with German numbers', () => {
    render(<ResultsView counted={countResults(filmResults())} />);
    const winner = screen.getByRole('region', { name: 'Sieger' });
    expect(winner.textContent).toContain('Gewonnen mit der größten Unterstützung nach 2 Auszählungsrunden. 4 von 7 Stimmen in der letzten Runde.');
    expect(screen.getByRole('complementary', { name: 'So werden die Stimmen gezählt' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Übersicht der Wahl' });
    expect(within(summary).getByText('Quote zum Sieg').nextSibling?.textContent).toBe('4');
    expect(screen.getByRole('region', { name: 'Runden im Einzelnen' })).toBeTruthy();
    expect(screen.getByTestId('round-1-details').textContent).toBe(
      'Alien 3, Heat 3 und Jaws 1. Keine Option erreicht die Quote von 4. Jaws hat die wenigsten Stimmen (1 Stimme) und scheidet aus.',
    );
    expect(screen.getByText('Option ausgeschieden')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Stimmen je Option in jeder Runde' })).toBeTruthy();
  });

  it('writes fractional transfers with a decimal comma, rounded to 2 decimals with the exact ones in a tooltip', () => {
    render(<ResultsView counted={countResults(food())} />);
    expect(screen.getByRole('region', { name: 'Gewählt' }).textContent).toContain('3 von 3 Sitzen besetzt');
    // Votes to 2 decimals as RCTab's reports; the fraction exact; 0.0012 is not rounded away to 0.
    const transfer = screen.getByTestId('round-2-transfers');
    expect(transfer.textContent).toBe(
      'Der Überschuss von Sushi (1,17 Stimmen über der Quote) geht mit 0,1427 des Werts jedes Stimmzettels weiter: 0,59 an Tacos, 0,57 verfallen (keine weitere Wahl) und 0,0012 durch Abrunden verloren (Restüberschuss).',
    );
    expect(transfer.querySelector('li')?.title).toBe(
      'Der Überschuss von Sushi (1,166 Stimmen über der Quote) geht mit 0,1427 des Werts jedes Stimmzettels weiter: 0,594 an Tacos, 0,5708 verfallen (keine weitere Wahl) und 0,0012 durch Abrunden verloren (Restüberschuss).',
    );
    expect(screen.getByTestId('round-5-exhausted').textContent).toBe('1,16');
  });
});

describe('ResultsView in Arabic', () => {
  beforeEach(async () => {
    await load('ar');
    act(() => localeStore.choose('ar'));
  });

  it('says the result in Arabic, with Arabic plurals', () => {
    render(<ResultsView counted={countResults(filmResults())} />);
    const winner = screen.getByRole('region', { name: 'الفائز' });
    expect(winner.textContent).toContain('فاز بأكبر قدر من التأييد بعد جولتين من الفرز.');
    expect(winner.textContent).toContain('4 من أصل 7 أصوات في الجولة الأخيرة.');
    expect(screen.getByRole('region', { name: 'ملخص الانتخاب' })).toBeTruthy();
    expect(screen.getByTestId('round-1-details').textContent).toBe(
      'Alien 3، وHeat 3، وJaws 1. لا يبلغ أي خيار الحصة البالغة 4. يحصل Jaws على أقل عدد من الأصوات (صوت واحد) ويُستبعد.',
    );
    expect(screen.getByTestId('round-2-details').textContent).toContain('يبلغ Alien الحصة البالغة 4 بـ4 أصوات ويفوز.');
  });

  it('says a tie and the options tied with the Arabic conjunction', () => {
    render(<ResultsView counted={countResults(tiedResults())} />);
    expect(screen.getByText('تعادل: Heads وTails')).toBeTruthy();
    expect(screen.getByText('بلا نتيجة')).toBeTruthy();
  });
});
