import { RpcRequestError } from '@runoff/platform/supabase';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filmResults } from '@runoff/test-utils';
import type { PublishedBallotList } from '@runoff/domain';
import { countResults } from '../../../../tests/support/count-results';
import { getBallotList } from '../../../lib/api/ballot-list';
import { publishBallots } from '../api/publish-ballots';
import { BallotPublication } from './ballot-publication';

const HOST = 'host-uid';
let signedIn: string | null = HOST;
vi.mock('@runoff/platform/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ user: signedIn ? { uid: signedIn, isAnonymous: false } : null }),
}));
// The network calls only.
vi.mock('../api/publish-ballots', () => ({ publishBallots: vi.fn() }));
vi.mock('../../../lib/api/ballot-list', () => ({ getBallotList: vi.fn() }));
const publish = vi.mocked(publishBallots);
const readList = vi.mocked(getBallotList);

const fingerprint = 'ab'.repeat(32);
const list: PublishedBallotList = { publication: 'everyone', publishedAt: '2026-11-28T18:00:00.000Z', fingerprint };
const counted = (ballotList?: PublishedBallotList) =>
  countResults(filmResults({ poll: { ...filmResults().poll, createdBy: HOST, trackers: true }, ...(ballotList ? { ballotList } : {}) }));

beforeEach(() => {
  signedIn = HOST;
  readList.mockResolvedValue({
    pollId: 'poll-1',
    trackers: true,
    publication: 'everyone',
    publishedAt: list.publishedAt,
    publishedFingerprint: fingerprint,
    fingerprint,
    options: [
      { id: 'option_1', text: 'Jaws' },
      { id: 'option_2', text: 'Alien' },
    ],
    ballots: [
      { tracker: 'ZZZZ2222', ranking: ['option_2', 'option_1'], count: 1 },
      { tracker: '2XKM7QPA', ranking: ['option_1'], count: 1 },
    ],
  });
});

describe('BallotPublication', () => {
  it('lets the host publish to participants or everyone, and hands on what was published', async () => {
    publish.mockResolvedValue(list);
    const onPublished = vi.fn();
    render(<BallotPublication counted={counted()} onPublished={onPublished} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Everyone with the link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish ballots' }));
    expect(publish).toHaveBeenCalledWith('poll-1', 'everyone');
    expect(onPublished).toHaveBeenCalledWith(list);
  });

  it('words a refusal by its id', async () => {
    publish.mockRejectedValue(new RpcRequestError('Only the host can publish the ballots', 403, '42501', 'ballots.not_host_publish'));
    render(<BallotPublication counted={counted()} onPublished={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish ballots' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The ballots were not published: Only the host can publish the ballots');
  });

  it('shows nothing to others before publication', () => {
    signedIn = 'someone-else';
    const { container } = render(<BallotPublication counted={counted()} onPublished={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('once published to everyone: the list in its order with trackers, the download and Check my ballot, no form', async () => {
    signedIn = null;
    render(<BallotPublication counted={counted(list)} onPublished={vi.fn()} />);
    const rows = within(await screen.findByRole('list', { name: 'Ballot list: tracker and ranking' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['ZZZZ-2222Alien > Jaws', '2XKM-7QPAJaws']);
    expect(screen.getByRole('button', { name: 'Download ballot list' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check my ballot' }).getAttribute('href')).toBe('/polls/poll-1/check');
    expect(screen.queryByRole('button', { name: 'Publish ballots' })).toBeNull();
  });
});
