import { act, fireEvent, screen } from '@testing-library/react';
import type { Poll } from '@runoff/domain';
import { localeStore, useLocale } from '@runoff/platform/i18n';
import { renderWithRouter } from '@runoff/test-utils';
import { load } from '../../../lib/i18n';
import { presenterLocaleKey } from '../hooks/use-presenter-locale';
import type { PresenterLobby } from '../utils/presenter-lobby';
import { PresenterView } from './presenter-view';

vi.mock('@runoff/platform/auth', () => ({ useAuth: () => ({ status: 'signed-in' }) }));
vi.mock('@runoff/platform/supabase', async (original) => ({
  ...(await original<typeof import('@runoff/platform/supabase')>()),
  callRpc: vi.fn(async () => ({ joinCode: 'ABC234' })),
}));

const poll = { id: 'poll-1', title: 'Wo treffen wir uns?', status: 'waiting', options: [], seats: 1, minRanked: null, voters: 'anyone' } as unknown as Poll;
const lobby: PresenterLobby = {
  poll,
  loadError: null,
  deleted: false,
  isHost: true,
  phase: 'waiting',
  participants: [{ id: 'p1', pollId: 'poll-1', name: 'Anonymous Participant', joinedAt: null, joinOrder: null, hasVoted: false }],
  listenError: null,
  host: { canStartVoting: true, canEndVoting: false, busy: false, error: null, onStartVoting: vi.fn(), onEndVoting: vi.fn() },
  showAnimation: false,
  closeAnimation: vi.fn(),
};


/** mf_results' count animation stand-in: says which language it would speak. */
function CountProbe() {
  return <p data-testid="count-locale">{useLocale()}</p>;
}

async function renderView(state: PresenterLobby = lobby) {
  await act(async () => {
    renderWithRouter(<PresenterView pollId="poll-1" lobby={state} CountAnimation={CountProbe} ResultsStory={() => null} />, '/polls/poll-1/present');
  });
}

// The first render waits for the shared packages' texts in this language (a chunk each), on a loaded machine too.
const LOADED = { timeout: 5000 };

describe('the presenter’s language', () => {
  beforeAll(async () => {
    await Promise.all([load('de'), load('ar')]);
  });
  afterEach(() => {
    act(() => localeStore.choose('en'));
    localStorage.clear();
  });

  it('follows the page’s language until the host picks one', async () => {
    await renderView();
    const scope = screen.getByTestId('presenter-scope');
    expect(scope.getAttribute('lang')).toBe('en');
    expect(scope.getAttribute('dir')).toBe('ltr');
    act(() => localeStore.choose('de'));
    expect(await screen.findByText('Warten auf Teilnehmende', undefined, LOADED)).toBeTruthy();
    expect(scope.getAttribute('lang')).toBe('de');
  });

  it('sets the presenter to Arabic, right to left, without changing the page, and remembers it for the poll', async () => {
    await renderView();
    fireEvent.change(screen.getByLabelText('Presenter language'), { target: { value: 'ar' } });
    expect(await screen.findByText('بانتظار المشاركين', undefined, LOADED)).toBeTruthy();
    const scope = screen.getByTestId('presenter-scope');
    expect(scope.getAttribute('lang')).toBe('ar');
    expect(scope.getAttribute('dir')).toBe('rtl');
    // The count steps with → in every language, as slide software does (use-presenter-keys.ts).
    expect(screen.getByText(/→/)).toBeTruthy();
    expect(localeStore.getSnapshot()).toBe('en');
    expect(localStorage.getItem(presenterLocaleKey('poll-1'))).toBe('ar');
  });

  it('opens in the language remembered for the poll', async () => {
    localStorage.setItem(presenterLocaleKey('poll-1'), 'de');
    await renderView({ ...lobby, showAnimation: true });
    expect(await screen.findByRole('button', { name: 'Abstimmung starten' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Teilnehmer 1')).toBeTruthy();
    expect(screen.getByTestId('presenter-scope').getAttribute('lang')).toBe('de');
    // mf_results' parts rendered by the presenter speak its language too.
    expect(screen.getByTestId('count-locale').textContent).toBe('de');
  });
});
