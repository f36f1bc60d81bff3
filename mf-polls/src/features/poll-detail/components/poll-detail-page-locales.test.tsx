import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import type { Poll } from '@runoff/domain';
import { localeStore } from '@runoff/platform/i18n';
import { pollFixture, signedInAs } from '@runoff/test-utils';
import { load } from '../../../lib/i18n';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));
const api = vi.hoisted(() => ({ getPoll: vi.fn(), deletePoll: vi.fn(), getPollAudit: vi.fn(async () => [] as unknown[]) }));
vi.mock('@runoff/poll-reads', async (original) => ({ ...(await original<typeof import('@runoff/poll-reads')>()), getPoll: api.getPoll }));
vi.mock('../api/delete-poll', () => ({ deletePoll: api.deletePoll }));
vi.mock('../api/get-poll-audit', () => ({ getPollAudit: api.getPollAudit }));

const { PollDetailPage } = await import('./poll-detail-page');

function Route() {
  const { pollId = '' } = useParams();
  return <PollDetailPage pollId={pollId} ResultsPanel={() => null} LobbyPanel={() => null} />;
}

function renderPoll(poll: Poll) {
  api.getPoll.mockResolvedValue(poll);
  const router = createMemoryRouter([{ path: '/polls/:pollId', element: <Route /> }], { initialEntries: [`/polls/${poll.id}`] });
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

// The same instant in every time zone's calendar day: the formats are what is tested.
const createdAt = '2026-11-20T12:00:00.000Z';

// The first render waits for the shared packages' texts in this language (a chunk each), on a loaded machine too.
const LOADED = { timeout: 5000 };

describe('PollDetailPage in other languages', () => {
  beforeEach(() => {
    signedInAs({ uid: 'user-1', displayName: 'ada' });
    // As in the English tests: the join code's read has no server here, and the shared packages' texts
    // resolving inside Suspense draw React's act() notice.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => act(() => localeStore.choose('en')));

  it('reads German: facts, phase, election settings and the date in German', async () => {
    await load('de');
    act(() => localeStore.choose('de'));
    renderPoll(pollFixture({ createdAt, participantCount: 1, seats: 2, minRanked: 2, shuffleBallots: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team lunch' }, LOADED)).toBeTruthy();
    const header = screen.getByRole('banner');
    for (const text of ['Erstellt', '20. Nov. 2026', '1 Teilnehmer', 'Aktiv', 'Warten auf Teilnehmer']) {
      expect(header.textContent).toContain(text);
    }
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(within(panel).getByRole('button', { name: 'Live-Umfrage starten' })).toBeTruthy();
    const election = within(panel).getByRole('region', { name: 'Wahl' });
    expect(election.textContent).toContain('2 Gewinner');
    expect(election.textContent).toContain('Mindestens 2 von 3 Optionen ordnen');
    expect(election.textContent).toContain('Die Reihenfolge der Optionen');
    expect(screen.getByRole('tab', { name: 'Ergebnisse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });

  it('reads Arabic, with its plural forms and a delete dialog that isolates the title', async () => {
    await load('ar');
    act(() => localeStore.choose('ar'));
    renderPoll(pollFixture({ createdAt, participantCount: 2, status: 'voting', seats: 1, minRanked: 2, options: pollFixture().options.concat({ id: 'option_4', text: 'Curry', order: 3 }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team lunch' }, LOADED)).toBeTruthy();
    const header = screen.getByRole('banner');
    for (const text of ['تاريخ الإنشاء', 'مشاركان', 'نشط', 'التصويت جارٍ', 'نوفمبر']) {
      expect(header.textContent).toContain(text);
    }
    const panel = screen.getByRole('tabpanel', { name: 'التفاصيل' });
    expect(within(panel).getByRole('status').textContent).toBe('التصويت جارٍ');
    const election = within(panel).getByRole('region', { name: 'الانتخاب' });
    expect(election.textContent).toContain('فائز واحد');
    expect(election.textContent).toContain('رتّب 2 على الأقل من 4 خيارات');
    expect(election.textContent).toContain('ترتيب عشوائي خاص بكل مصوّت');
    expect(within(panel).getByRole('region', { name: 'شارك هذا الاستطلاع' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'حذف' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف الاستطلاع' });
    expect(dialog.textContent).toContain('هل تريد بالتأكيد حذف «Team lunch»؟');
    expect(dialog.querySelector('bdi')?.textContent).toBe('Team lunch');
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});
