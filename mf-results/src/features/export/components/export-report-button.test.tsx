import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportReportButton } from './export-report-button';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';

describe('ExportReportButton', () => {
  it('downloads poll-results-{pollId}.csv holding the report', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    render(<ExportReportButton counted={countResults(filmResults())} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('poll-results-poll-1.csv');
    expect(clicked[0]!.href).toBe('blob:report');
    const text = await saved!.text();
    expect(text).toContain('Ranked Choice Voting Results\r\n');
    expect(text).toContain('Round,Alien,Heat,Jaws,Winners,Eliminated,Explanation\r\n');
  });
});
