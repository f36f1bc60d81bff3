import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localeStore } from '@runoff/platform/i18n';
import { signedInAs } from '@runoff/test-utils';
import { load } from '../../../lib/i18n';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));
const api = vi.hoisted(() => ({ createPoll: vi.fn() }));
vi.mock('../api/create-poll', () => api);

const { CreatePollPage } = await import('./create-poll-page');

function renderPage() {
  const router = createMemoryRouter([{ path: '/polls/create', element: <CreatePollPage /> }], { initialEntries: ['/polls/create'] });
  // The shell's remote loader is a Suspense boundary: the shared packages' texts may still be loading.
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

// The first render waits for the shared packages' texts in this language (a chunk each), on a loaded machine too.
const LOADED = { timeout: 5000 };

describe('CreatePollPage in other languages', () => {
  beforeEach(() => {
    signedInAs({ uid: 'user-1', displayName: 'ada' });
    // As in the English tests: the join code's read has no server here, and the shared packages' texts
    // resolving inside Suspense draw React's act() notice.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => act(() => localeStore.choose('en')));

  it('reads German: labels, hints with German numbers, and its validation messages', async () => {
    await load('de');
    act(() => localeStore.choose('de'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Umfrage erstellen' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'So wird ausgezählt' })).toBeTruthy();
    const limit = screen.getByRole('spinbutton', { name: 'Teilnehmerbegrenzung' });
    expect(limit.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Höchstens so viele Personen können teilnehmen (1 bis 100.000).')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Faire Stimmzettel' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Option 1 entfernen' }));
    expect(screen.getByRole('alert').textContent).toBe('Eine Umfrage braucht mindestens 2 Optionen');
    await user.click(screen.getByRole('button', { name: 'Umfrage erstellen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie einen Titel ein');
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    await user.paste('Mittagessen');
    await user.click(screen.getByRole('button', { name: 'Umfrage erstellen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte füllen Sie mindestens 2 Optionen aus');
    expect(api.createPoll).not.toHaveBeenCalled();
  });

  it('reads Arabic and follows a switch of language without a reload', async () => {
    await load('ar');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a New Poll' }, LOADED)).toBeTruthy();
    act(() => localeStore.choose('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء استطلاع جديد' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'العنوان' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'الحد الأقصى للمشاركين' })).toBeTruthy();
    const options = screen.getByRole('group', { name: 'الخيارات' });
    expect(within(options).getAllByRole('textbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الاستطلاع' }));
    expect(screen.getByRole('alert').textContent).toBe('يُرجى إدخال عنوان');
    // The alert keeps what went wrong, not its words: it follows the language back to English.
    act(() => localeStore.choose('en'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a title');
  });
});
