import { RpcRequestError } from '@runoff/platform/supabase';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { getBallotList } from '../../../lib/api/ballot-list';
import { ExportBallotsButton } from './export-ballots-button';

// The network call only.
vi.mock('../../../lib/api/ballot-list', () => ({ getBallotList: vi.fn() }));
const readList = vi.mocked(getBallotList);

function capture(): () => Promise<string[]> {
  let saved: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved = blob;
    return 'blob:ballots';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return async () => {
    await waitFor(() => expect(saved).toBeDefined());
    return (await saved!.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  };
}

const tracked = () => countResults(filmResults({ poll: { ...filmResults().poll, trackers: true } }));

describe('Export Ballots on a poll with trackers (issue 27)', () => {
  it('has a tracker column after ballot_id, from the ballot list', async () => {
    const lines = capture();
    readList.mockResolvedValue({
      pollId: 'poll-1',
      trackers: true,
      publication: 'none',
      publishedAt: null,
      publishedFingerprint: null,
      fingerprint: 'a'.repeat(64),
      options: filmResults().poll.options.map(({ id, text }) => ({ id, text })),
      ballots: [
        { tracker: '2XKM7QPA', ranking: ['option_2', 'option_3', 'option_1'], count: 1 },
        { tracker: '4HJN9RTE', ranking: ['option_1', 'option_2', 'option_3'], count: 1 },
      ],
    });
    render(<ExportBallotsButton counted={tracked()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Ballots' }));
    expect(await lines()).toEqual(['ballot_id,tracker,rank1,rank2,rank3', '1,2XKM7QPA,Alien,Heat,Jaws', '2,4HJN9RTE,Jaws,Alien,Heat']);
  });

  it('gives a reader the list is not published to the file without trackers', async () => {
    const lines = capture();
    readList.mockRejectedValue(new RpcRequestError('not published', 403, '42501', 'ballots.not_published'));
    render(<ExportBallotsButton counted={tracked()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Ballots' }));
    const file = await lines();
    expect(file[0]).toBe('ballot_id,rank1,rank2,rank3');
    expect(file).toHaveLength(8);
  });
});
