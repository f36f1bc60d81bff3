import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { failure, localeStore, type Locale } from '@runoff/platform/i18n';
import { renderWithRouter } from '@runoff/test-utils';
import type { Poll } from '@runoff/domain';
import { load } from '../lib/i18n';
import { JoinModal } from '../features/join/components/join-modal';
import { Lobby } from '../features/lobby';
import { useLobby } from '../features/lobby/hooks/use-lobby';
import { VotePanel } from '../features/vote/components/vote-panel';
import { getParticipantStatus } from '../lib/api/get-participant-status';

// The join page, the lobby and the vote panel in German and in Arabic (issue 23). Everything from the
// server is stubbed: the lobby's state, the join code and whether this participant has voted.
vi.mock('../features/lobby/hooks/use-lobby', () => ({ useLobby: vi.fn() }));
vi.mock('@runoff/poll-reads', async (original) => ({
  ...(await original<typeof import('@runoff/poll-reads')>()),
  useJoinCode: () => ({ url: 'https://runoff.example/j/ABC234', code: 'ABC234' }),
}));
vi.mock('../lib/api/get-participant-status', () => ({ getParticipantStatus: vi.fn() }));
vi.mock('@runoff/platform/auth', async (original) => ({
  ...(await original<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ sessionUser: { uid: 'voter-1' }, status: 'signed-in' }),
}));

const poll = {
  id: 'poll-1',
  title: 'Mittagessen',
  description: null,
  category: null,
  status: 'voting',
  seats: 1,
  minRanked: 2,
  shuffleBallots: false,
  voters: 'anyone',
  options: [
    { id: 'o1', text: 'Pizza', order: 0 },
    { id: 'o2', text: 'Sushi', order: 1 },
    { id: 'o3', text: 'Tacos', order: 2 },
  ],
} as unknown as Poll;

const participants = [
  { id: 'p1', pollId: 'poll-1', name: 'Ada', joinedAt: '2026-11-27T09:05:00Z', joinOrder: null, hasVoted: true },
  { id: 'p2', pollId: 'poll-1', name: 'Anonymous Participant', joinedAt: '2026-11-27T09:06:00Z', joinOrder: null, hasVoted: false },
];

function lobbyState(): ReturnType<typeof useLobby> {
  return {
    poll,
    loadError: null,
    deleted: false,
    removed: false,
    reconnecting: false,
    isHost: true,
    phase: 'voting',
    participants,
    room: { summary: null, you: null },
    participantsLoaded: true,
    listenError: null,
    host: { canStartVoting: false, canEndVoting: true, busy: false, error: null, onStartVoting: vi.fn(), onEndVoting: vi.fn() },
    removal: { remove: vi.fn(), onRemove: vi.fn(), removing: null, error: null, canRemove: false },
    toast: { visible: false, show: vi.fn(), close: vi.fn() },
    votingStarts: 0,
    showAnimation: false,
    closeAnimation: vi.fn(),
  } as unknown as ReturnType<typeof useLobby>;
}

// The first render waits for the shared packages' texts in this language (a chunk each), on a loaded machine too.
const LOADED = { timeout: 5000 };

/** A number as Arabic writes it here (Intl's digits for 'ar': Latin in current CLDR, Arabic-Indic in older ones). */
const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);

async function speak(locale: Locale) {
  await load(locale);
  act(() => localeStore.choose(locale));
}

async function renderIn(ui: React.ReactElement) {
  await act(async () => {
    renderWithRouter(<Suspense fallback={<p>…</p>}>{ui}</Suspense>, '/polls/poll-1/vote');
  });
}

describe('mf_lobby in other languages', () => {
  beforeEach(() => {
    vi.mocked(useLobby).mockReturnValue(lobbyState());
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
  });
  afterEach(() => {
    act(() => localeStore.choose('en'));
    localStorage.clear();
  });

  it('asks to join in German', async () => {
    await speak('de');
    await renderIn(<JoinModal pollTitle="Mittagessen" failure={null} busy={null} onJoin={vi.fn()} onJoinAnonymously={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'An Umfrage teilnehmen' }, LOADED)).toBeTruthy();
    expect(screen.getByLabelText('Ihr Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anonym teilnehmen' })).toBeTruthy();
  });

  it('shows a failed join in Arabic, worded by its id', async () => {
    await speak('ar');
    await renderIn(
      <JoinModal
        pollTitle="Mittagessen"
        failure={{ id: 'join.failed', failure: failure('join.poll_full', { max: 30 }), redirectToResults: false }}
        busy={null}
        onJoin={vi.fn()}
        onJoinAnonymously={vi.fn()}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'الانضمام إلى الاستطلاع' }, LOADED)).toBeTruthy();
    // The server's words come from @runoff/platform's catalogue, whose Arabic loads on its own: wait for it.
    const alert = await screen.findByText(/اكتمل هذا الاستطلاع/, undefined, LOADED);
    expect(alert.textContent).toMatch(/^تعذّر الانضمام إلى الاستطلاع: اكتمل هذا الاستطلاع/);
  });

  it('shows the host’s lobby in German, with numbered participants and times through Intl', async () => {
    await speak('de');
    await renderIn(<Lobby pollId="poll-1" ResultsPanel={() => null} CountAnimation={() => null} renderVotePanel={() => null} />);
    expect(await screen.findByRole('heading', { name: 'Teilnehmende (2)' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Teilnehmer 1')).toBeTruthy();
    expect(screen.getByText('Abstimmungsphase')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abstimmung beenden & Ergebnisse zeigen' })).toBeTruthy();
    expect(screen.getByText('Wählt 1 Gewinner · Mindestens 2 von 3 Optionen ordnen')).toBeTruthy();
    const time = new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit' }).format(new Date(participants[0]!.joinedAt));
    expect(screen.getByText(`Beigetreten ${time}`)).toBeTruthy();
  });

  it('shows the host’s lobby in Arabic', async () => {
    await speak('ar');
    await renderIn(<Lobby pollId="poll-1" ResultsPanel={() => null} CountAnimation={() => null} renderVotePanel={() => null} />);
    expect(await screen.findByText('مرحلة التصويت', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText(`مشارك ${arabic(1)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إنهاء التصويت وعرض النتائج' })).toBeTruthy();
  });

  it('shows the vote panel in German and in Arabic, dnd-kit’s instructions included', async () => {
    await speak('de');
    await renderIn(<VotePanel poll={poll} participantId="p2" />);
    expect(await screen.findByRole('heading', { name: 'Ordnen Sie Ihre Auswahl' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pizza einordnen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nicht eingeordnet' })).toBeTruthy();

    await speak('ar');
    expect(await screen.findByRole('heading', { name: 'رتّب اختياراتك' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ترتيب Pizza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال الصوت' })).toBeTruthy();
  });

  it('reads out the ranking in Arabic', async () => {
    await speak('ar');
    await renderIn(<VotePanel poll={{ ...poll, minRanked: null }} participantId="p2" />);
    expect(await screen.findByRole('list', { name: 'ترتيبك، والاختيار الأول في الأعلى' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Pizza، الاختيار ${arabic(1)}` })).toBeTruthy();
    expect(screen.getByText(/لالتقاط خيار/)).toBeTruthy();
  });
});
