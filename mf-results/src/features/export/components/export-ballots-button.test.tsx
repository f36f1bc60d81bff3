import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';

const countedFilms = () => countResults(filmResults());
import { ExportBallotsButton } from './export-ballots-button';

describe('ExportBallotsButton', () => {
  it('downloads poll-ballots-{pollId}.csv: a UTF-8 byte-order mark, then one row per ballot', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:ballots';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const counted = countedFilms();

    render(<ExportBallotsButton counted={counted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Ballots' }));

    expect(clicked.map((link) => link.download)).toEqual(['poll-ballots-poll-1.csv']);
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ballot_id,rank1,rank2,rank3');
    expect(lines).toHaveLength(1 + counted.count.totalVotes);
  });
});
