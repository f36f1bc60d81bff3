import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const federation = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('./load-remote', () => federation);

const { RemoteSlot } = await import('./remote-slot');

describe('RemoteSlot', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the exposed module with its props', async () => {
    federation.loadRemote.mockResolvedValue({ default: ({ pollId }: { pollId: string }) => <p>results of {pollId}</p> });
    render(<RemoteSlot remote="mf_results" module="./results-panel" props={{ pollId: 'p1' }} label="results" />);
    expect(await screen.findByText('results of p1')).toBeTruthy();
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_results', './results-panel');
  });

  it('shows the unavailable fallback, and Retry loads again', async () => {
    federation.loadRemote
      .mockRejectedValueOnce(new Error('mf_lobby is not listed in runtime-config.json'))
      .mockResolvedValueOnce({ default: () => <p>lobby</p> });
    render(<RemoteSlot remote="mf_lobby" module="./lobby" props={{ pollId: 'p1' }} label="poll lobby" />);
    const fallback = await screen.findByRole('alert', { name: 'poll lobby unavailable' });
    expect(fallback.textContent).toContain('The poll lobby area is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('lobby')).toBeTruthy();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps a remote that crashes while rendering inside its area', async () => {
    federation.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <>
        <p>rest of the page</p>
        <RemoteSlot remote="mf_results" module="./results-panel" props={{ pollId: 'p1' }} label="results" />
      </>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The results area is unavailable');
    expect(screen.getByText('rest of the page')).toBeTruthy();
  });
});
