import { RpcRequestError } from '@runoff/platform/supabase';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { getPollAudit } from '../api/poll-audit';
import { ExportReportButton } from './export-report-button';

let signedIn: string | null = 'host-uid';
vi.mock('@runoff/platform/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ user: signedIn ? { uid: signedIn, isAnonymous: false } : null }),
}));
// The network call only.
vi.mock('../api/poll-audit', () => ({ getPollAudit: vi.fn() }));
const readAudit = vi.mocked(getPollAudit);

function saved(): () => Promise<string> {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((given: Blob) => {
    blob = given;
    return 'blob:report';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return async () => {
    await waitFor(() => expect(blob).toBeDefined());
    return blob!.text();
  };
}

const hosted = () => countResults(filmResults({ poll: { ...filmResults().poll, createdBy: 'host-uid' } }));

describe("Export Report's audit trail (issue 27)", () => {
  beforeEach(() => {
    readAudit.mockReset();
  });

  it("is in the host's report", async () => {
    signedIn = 'host-uid';
    const text = saved();
    readAudit.mockResolvedValue([{ at: '2026-11-28T17:00:00.000Z', action: 'voting_closed', details: {} }]);
    render(<ExportReportButton counted={hosted()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(readAudit).toHaveBeenCalledWith('poll-1');
    expect(await text()).toContain('\r\nAudit trail\r\nTime (UTC),Action,Details\r\n2026-11-28T17:00:00.000Z,Voting closed,\r\n');
  });

  it("is not asked for by anyone else, whose report has none", async () => {
    signedIn = 'participant-uid';
    const text = saved();
    render(<ExportReportButton counted={hosted()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await text()).not.toContain('Audit trail');
    expect(readAudit).not.toHaveBeenCalled();
  });

  it('words a failure to read it by its id, and gives no report without it', async () => {
    signedIn = 'host-uid';
    readAudit.mockRejectedValue(new RpcRequestError('Only the host can read the audit trail', 403, '42501', 'audit.not_host'));
    render(<ExportReportButton counted={hosted()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be made: Only the host can read the audit trail');
  });
});
