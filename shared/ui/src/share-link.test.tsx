import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ShareLink } from './share-link';

const url = 'http://localhost:3000/polls/p1/vote';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

describe('ShareLink', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the short join code in large type when the poll has one, and nothing without', () => {
    render(<ShareLink url="http://localhost:3000/j/ABC234" title="Join this poll" joinCode="ABC234" />);
    expect(screen.getByText('ABC234').textContent).toBe('ABC234');
    cleanup();
    render(<ShareLink url={url} title="Join this poll" />);
    expect(screen.queryByText('Code')).toBeNull();
  });

  it('shows the link read-only and a QR code of size 96', async () => {
    const { container } = render(<ShareLink url={url} title="Share this poll" qrSize={96} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Join link' });
    expect(input.value).toBe(url);
    expect(input.readOnly).toBe(true);
    // The QR code's library loads on first use.
    expect(await screen.findByTitle('QR code of the join link')).toBeTruthy();
    const qr = container.querySelector('svg');
    expect(qr?.getAttribute('width')).toBe('96');
    expect(qr?.getAttribute('height')).toBe('96');
  });

  it("takes the lobby's heading, label and QR size", async () => {
    const { container } = render(<ShareLink url={url} title="Join this poll" label="Link" qrSize={150} />);
    expect(screen.getByRole('region', { name: 'Join this poll' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toBe(url);
    await screen.findByTitle('QR code of the join link');
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('150');
  });

  it('copies the link and reads Copied! for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard(async () => {});
    render(<ShareLink url={url} title="Share this poll" qrSize={96} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('reports a failed copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    render(<ShareLink url={url} title="Share this poll" qrSize={96} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Error copying link: the browser did not allow it');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
