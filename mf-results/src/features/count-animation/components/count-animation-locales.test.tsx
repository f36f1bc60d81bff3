import { act, render, screen } from '@testing-library/react';
import { localeStore } from '@runoff/platform/i18n';
import { filmResults, tiedResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { load } from '../../../lib/i18n';
import { CountAnimationDialog, CountedAnimation } from './count-animation-dialog';

function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
}

afterEach(() => {
  vi.useRealTimers();
  act(() => localeStore.choose('en'));
});

describe('the count animation in German', () => {
  beforeEach(async () => {
    await load('de');
    act(() => localeStore.choose('de'));
    vi.useFakeTimers();
  });

  it('plays the count with German controls, narration and banners', () => {
    render(<CountedAnimation counted={countResults(filmResults())} />);
    expect(screen.getByRole('group', { name: 'Steuerung der Animation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Runde 1' })).toBeTruthy();
    expect(screen.getByText('Runde 1: Jeder Stimmzettel zählt für seine erste Wahl. 7 Stimmzettel zu zählen; 4 Stimmen gewinnen.')).toBeTruthy();
    expect(screen.getByText(/^Gezählte Stimmen:/).textContent).toBe('Gezählte Stimmen: 0 von 7');
    expect(screen.getByText(/^Quote zum Sieg:/).textContent).toBe('Quote zum Sieg: 4 Stimmen');
    advance(1600 + 7 * 800 + 1600);
    // The banner is the live region: a screen reader hears it in German.
    expect(screen.getByText('Jaws ausgeschieden').parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Jaws hat die wenigsten Stimmen (1 Stimme) und scheidet aus.')).toBeTruthy();
    expect(screen.getByText('Ausgeschieden')).toBeTruthy();
    advance(1600 + 1600 + 800 + 1600);
    expect(screen.getByText('Alien gewinnt!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sieger: Alien' })).toBeTruthy();
    expect(screen.getByText('Alien hat mit 4 von 7 Stimmen nach 2 Auszählungsrunden gewonnen und die Quote erreicht.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeTruthy();
  });
});

describe('the count animation in Arabic', () => {
  beforeEach(async () => {
    await load('ar');
    act(() => localeStore.choose('ar'));
    vi.useFakeTimers();
  });

  it('narrates in Arabic, with the dual and the plural of votes', () => {
    render(<CountedAnimation counted={countResults(filmResults())} />);
    expect(screen.getByRole('heading', { name: 'الجولة 1' })).toBeTruthy();
    expect(screen.getByText('الجولة 1: تُحتسب كل بطاقة لخيارها الأول. للفرز 7 بطاقات؛ ويفوز من ينال 4 أصوات.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إيقاف مؤقت' })).toBeTruthy();
    advance(1600 + 7 * 800 + 1600);
    expect(screen.getByText('استُبعد Jaws')).toBeTruthy();
    expect(screen.getByText('يحصل Jaws على أقل عدد من الأصوات (صوت واحد) ويُستبعد.')).toBeTruthy();
    advance(1600 + 1600 + 800 + 1600);
    expect(screen.getByText('يفوز Alien!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الفائز: Alien' })).toBeTruthy();
    expect(screen.getByText('فاز Alien بـ4 من أصل 7 أصوات بعد جولتين من الفرز، ببلوغه الحصة.')).toBeTruthy();
  });

  it('says its language and direction on the dialog, which is portalled out of its part of the page', () => {
    render(
      <CountAnimationDialog onClose={() => {}}>
        <p>…</p>
      </CountAnimationDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'عرض متحرك لفرز الأصوات' });
    expect([dialog.getAttribute('lang'), dialog.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it('ends a tie of two with the dual', () => {
    render(<CountedAnimation counted={countResults(tiedResults())} />);
    advance(60_000);
    expect(screen.getByRole('heading', { name: 'تعادل — يلزم تصويت إعادة' })).toBeTruthy();
    expect(screen.getByText(/الخيارين المتعادلين فقط \(Heads وTails\)/)).toBeTruthy();
    expect(screen.getAllByText('متعادل')).toHaveLength(2);
  });
});
