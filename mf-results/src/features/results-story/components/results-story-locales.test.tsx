import { act, render, screen, within } from '@testing-library/react';
import { localeStore } from '@runoff/platform/i18n';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { load } from '../../../lib/i18n';
import { MyVote } from './my-vote';
import { VoteFlow } from './vote-flow';

afterEach(() => act(() => localeStore.choose('en')));

describe('the results story in other languages', () => {
  it('German: where my vote went, in German', async () => {
    await load('de');
    act(() => localeStore.choose('de'));
    render(<MyVote counted={countResults(filmResults())} ranking={['option_1', 'option_2', 'option_3']} />);
    const section = screen.getByRole('region', { name: 'Wohin meine Stimme ging' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Runde 1: gezählt für Jaws.',
      'Runde 2: an Alien übergegangen, als Jaws ausschied.',
    ]);
    expect(section.textContent).toContain('Ihre Rangfolge, nur in diesem Browser gespeichert: Jaws > Alien > Heat');
    expect(section.querySelectorAll('bdi')).toHaveLength(3);
  });

  it('Arabic: the flow reads right to left, from round r on the right to round r + 1 on the left', async () => {
    await load('ar');
    act(() => localeStore.choose('ar'));
    render(<VoteFlow counted={countResults(filmResults())} />);
    const section = screen.getByRole('region', { name: 'أين ذهبت الأصوات' });
    expect(within(section).getByRole('table', { name: 'الأصوات من الجولة 1 إلى الجولة 2' })).toBeTruthy();
    expect(within(section).getByText('Alien (يبقى)')).toBeTruthy();
    const svg = await within(section).findByRole('img', { name: /تدفق الأصوات من الجولة 1 إلى الجولة 2/ });
    expect(svg.getAttribute('direction')).toBe('rtl');
    const width = Number(svg.getAttribute('width'));
    const rects = [...svg.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('x')));
    // Three options leave round 1 (drawn first), three reach round 2: the first on the right, the second on the left.
    expect(rects.slice(0, 3).every((x) => x > width / 2)).toBe(true);
    expect(rects.slice(3).every((x) => x < width / 2)).toBe(true);
    expect(svg.querySelector('g')?.getAttribute('transform')).toBe(`matrix(-1 0 0 1 ${width} 0)`);
  });
});
