import { RpcRequestError } from '@runoff/platform/supabase';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { pollFixture, signedInAs } from '@runoff/test-utils';
import type { VoterEntry, VoterList } from '../utils/parse-voter-list';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));
const api = vi.hoisted(() => ({
  getPoll: vi.fn(),
  getVoterList: vi.fn(),
  addVoterEmails: vi.fn(),
  issueVotingCodes: vi.fn(),
  revokeVoterEntries: vi.fn(),
  replaceVotingCode: vi.fn(),
}));
vi.mock('@runoff/poll-reads', async (original) => ({ ...(await original<typeof import('@runoff/poll-reads')>()), getPoll: api.getPoll }));
vi.mock('../api/voter-list', () => api);

const { VoterListPage } = await import('./voter-list-page');

const poll = pollFixture({ title: 'Council', voters: 'list', trackers: true });
const entry = (overrides: Partial<VoterEntry>): VoterEntry => ({
  id: 'e0', kind: 'email', email: null, number: null, redeemed: false, voted: false, revoked: false, ...overrides,
});
const list = (entries: VoterEntry[], voters: VoterList['voters'] = 'list'): VoterList => ({
  voters,
  listed: entries.filter((e) => !e.revoked).length,
  voted: entries.filter((e) => e.voted).length,
  entries,
});

function renderPage(shown: VoterList, status = poll.status) {
  api.getPoll.mockResolvedValue({ ...poll, status });
  api.getVoterList.mockResolvedValue(shown);
  const router = createMemoryRouter([{ path: '/polls/:pollId/voters', element: <VoterListPage pollId={poll.id} /> }], {
    initialEntries: [`/polls/${poll.id}/voters`],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** What the page hands the browser as a download: each file's name and contents. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((given: Blob) => {
    blob = given;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blob! });
  });
  return files;
}

describe('VoterListPage', () => {
  beforeEach(() => {
    signedInAs({ uid: 'user-1', displayName: 'ada' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows turnout: how many voted and which entries, never how', async () => {
    renderPage(
      list([
        entry({ id: 'e1', email: 'ana@example.org', voted: true }),
        entry({ id: 'e2', email: 'ben@example.org' }),
        entry({ id: 'e3', kind: 'code', number: 1, redeemed: true }),
        entry({ id: 'e4', kind: 'code', number: 2, revoked: true }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Voter list' })).toBeTruthy();
    const turnout = await screen.findByRole('region', { name: 'Turnout' });
    expect(within(turnout).getByRole('status').textContent).toBe('1 of 3 on the list has voted');
    const rows = within(within(turnout).getByRole('list', { name: 'Entries on the list' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ana@example.orgVoted',
      'ben@example.orgNot voted yetRemove',
      'Card 1Code entered, not voted yetRevokeReplace',
      'Card 2Revoked',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the poll' }).getAttribute('href')).toBe(`/polls/${poll.id}`);
  });

  it('adds pasted addresses and reports the lines it did not add, worded by their ids', async () => {
    const user = renderPage(list([]));
    api.addVoterEmails.mockResolvedValue({
      added: 2,
      problems: [
        { line: 2, address: 'nope', id: 'voters.email_invalid', firstLine: null },
        { line: 4, address: 'ANA@example.org', id: 'voters.email_duplicate', firstLine: 1 },
        { line: 5, address: 'cleo@example.org', id: 'voters.email_on_list', firstLine: null },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Addresses, one a line' }), 'ana@example.org\nnope\nben@example.org\nANA@example.org\ncleo@example.org');
    await user.click(screen.getByRole('button', { name: 'Add addresses' }));
    expect(api.addVoterEmails).toHaveBeenCalledWith(poll.id, 'ana@example.org\nnope\nben@example.org\nANA@example.org\ncleo@example.org');
    const outcome = await screen.findByText('2 addresses added');
    const lines = within(outcome.closest('[role]')!).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Line 2: nope is not an e-mail address',
      'Line 4: ANA@example.org repeats line 1',
      'Line 5: cleo@example.org is already on the list',
    ]);
    // The list is read again with the new entries.
    await waitFor(() => expect(api.getVoterList).toHaveBeenCalledTimes(2));
  });

  it('sends a CSV file\'s address column, one line a row, so problems name the file\'s lines', async () => {
    const user = renderPage(list([]));
    api.addVoterEmails.mockResolvedValue({ added: 2, problems: [] });
    const file = new File(['Name,Email\nAna,ana@example.org\n"Ben, Jr.",ben@example.org\n'], 'voters.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Or upload a CSV file'), file);
    await waitFor(() => expect(api.addVoterEmails).toHaveBeenCalledWith(poll.id, '\nana@example.org\nben@example.org'));
    expect(await screen.findByText('2 addresses added')).toBeTruthy();
  });

  it('issues codes once: cards with QR codes, a CSV download, and Done only after saving', async () => {
    const files = captureDownloads();
    const user = renderPage(list([]));
    const count = await screen.findByRole('spinbutton', { name: 'How many codes' });
    await user.type(count, '0');
    await user.click(screen.getByRole('button', { name: 'Issue codes' }));
    expect(screen.getByText('Ask for 1 to 10,000 codes')).toBeTruthy();
    expect(api.issueVotingCodes).not.toHaveBeenCalled();

    api.issueVotingCodes.mockResolvedValue([
      { id: 'c1', number: 1, code: 'K7QM-2XPA-9RTE' },
      { id: 'c2', number: 2, code: '23AB-CDEF-GHJK' },
    ]);
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Issue codes' }));
    expect(api.issueVotingCodes).toHaveBeenCalledWith(poll.id, 2);
    const issued = await screen.findByRole('region', { name: '2 new codes' });
    expect(within(issued).getByText(/These codes are shown only now/)).toBeTruthy();
    const cards = within(within(issued).getByRole('list', { name: 'Code cards' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Card 1');
    expect(cards[0]!.textContent).toContain('K7QM-2XPA-9RTE');
    expect(cards[0]!.textContent).toContain(`${window.location.origin}/polls/${poll.id}/vote?code=K7QM2XPA9RTE`);
    await waitFor(() => expect(cards[0]!.querySelector('svg title')?.textContent).toBe('QR code of card 1'));

    const done = within(issued).getByRole<HTMLButtonElement>('button', { name: 'Done: hide the codes' });
    expect(done.disabled).toBe(true);
    await user.click(within(issued).getByRole('button', { name: 'Download CSV' }));
    expect(files[0]!.name).toBe(`voting-codes-${poll.id}-1-2.csv`);
    // A byte-order mark first (spreadsheets then read UTF-8), which Blob.text() drops.
    expect([...new Uint8Array(await files[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await files[0]!.blob.text()).toBe(
      `card,code,link\r\n1,K7QM-2XPA-9RTE,${window.location.origin}/polls/${poll.id}/vote?code=K7QM2XPA9RTE\r\n2,23AB-CDEF-GHJK,${window.location.origin}/polls/${poll.id}/vote?code=23ABCDEFGHJK\r\n`,
    );
    await user.click(within(issued).getByRole('button', { name: 'Download printable page' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const page = await files[1]!.blob.text();
    expect(files[1]!.name).toBe(`voting-codes-${poll.id}-1-2.html`);
    expect(page.match(/data-card="/g)).toHaveLength(2);
    expect(page.match(/<svg/g)).toHaveLength(2);
    expect(page).toContain('<title>Voting codes: Council</title>');
    await user.click(done);
    expect(screen.queryByRole('region', { name: '2 new codes' })).toBeNull();
  });

  it('words a refusal by its id', async () => {
    const user = renderPage(list([]));
    api.issueVotingCodes.mockRejectedValue(
      new RpcRequestError('A voter list holds at most 20000 entries', 400, '22023', 'voters.list_full', { max: 20000, listed: 19999, adding: 5 }),
    );
    await user.type(await screen.findByRole('spinbutton', { name: 'How many codes' }), '5');
    await user.click(screen.getByRole('button', { name: 'Issue codes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to issue the codes: A voter list holds at most 20000 entries: it has 19999 and you are adding 5',
    );
  });

  it('revokes a code after a second click, and replaces a lost one with a new card', async () => {
    const user = renderPage(list([entry({ id: 'e3', kind: 'code', number: 3 })]));
    api.revokeVoterEntries.mockResolvedValue({ removed: 0, revoked: 1, problems: [] });
    await user.click(await screen.findByRole('button', { name: 'Revoke Card 3' }));
    expect(api.revokeVoterEntries).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, revoke Card 3' }));
    expect(api.revokeVoterEntries).toHaveBeenCalledWith(poll.id, ['e3']);

    api.replaceVotingCode.mockResolvedValue({ id: 'e9', number: 9, code: 'ZZZZ-2222-3333' });
    await user.click(await screen.findByRole('button', { name: 'Replace Card 3 with a new card' }));
    expect(api.replaceVotingCode).toHaveBeenCalledWith(poll.id, 'e3');
    const issued = await screen.findByRole('region', { name: '1 new code' });
    expect(issued.textContent).toContain('Card 9');
    expect(issued.textContent).toContain('ZZZZ-2222-3333');
  });

  it('says why an entry that has voted stays on the list', async () => {
    const user = renderPage(list([entry({ id: 'e2', email: 'ben@example.org' })]));
    api.revokeVoterEntries.mockResolvedValue({ removed: 0, revoked: 0, problems: [{ entryId: 'e2', id: 'voters.entry_voted' }] });
    await user.click(await screen.findByRole('button', { name: 'Remove ben@example.org' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove ben@example.org' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The list was not changed: That code has already been used to vote');
  });

  it('offers no changes once the poll is completed, and nothing but a note for a poll without a list', async () => {
    renderPage(list([entry({ id: 'e2', email: 'ben@example.org' })]), 'completed');
    expect(await screen.findByText('The voter list of a completed poll cannot change')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Addresses, one a line' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove ben@example.org' })).toBeNull();
  });

  it('says so for a poll open to voters without a list', async () => {
    renderPage(list([], 'anyone'));
    expect(await screen.findByText('This poll is open to voters without a list')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Turnout' })).toBeNull();
  });
});
