import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';

function Dialog(options: FocusTrapOptions) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, options);
  return (
    <div ref={ref} role="dialog">
      <input aria-label="Name" />
      <button type="button" data-autofocus>
        Cancel
      </button>
      <button type="button">Confirm</button>
    </div>
  );
}

function Opener(options: FocusTrapOptions) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog {...options} onEscape={() => setOpen(false)} />}
    </>
  );
}

describe('useFocusTrap', () => {
  afterEach(cleanup);

  it('focuses the first control, or the one asked for', () => {
    const { unmount } = render(<Dialog />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    unmount();
    render(<Dialog initialFocus="[data-autofocus]" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Dialog />);
    screen.getByRole('button', { name: 'Confirm' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('works inside a shadow root, where document.activeElement is only the host (embedded results)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(<Dialog />, { container });
    const [name, cancel, confirm] = [...shadow.querySelectorAll<HTMLElement>('input, button')];
    expect(shadow.activeElement).toBe(name);
    confirm!.focus();
    fireEvent.keyDown(confirm!, { key: 'Tab' });
    expect(shadow.activeElement).toBe(name);
    // Between the ends, moving is the browser's job: the trap must see that focus is inside and keep out.
    cancel!.focus();
    fireEvent.keyDown(cancel!, { key: 'Tab', shiftKey: true });
    expect(shadow.activeElement).toBe(cancel);
    host.remove();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape when the dialog has nothing to return to', () => {
    const onKeyDown = vi.fn();
    render(<Dialog />);
    document.addEventListener('keydown', onKeyDown);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onKeyDown.mock.calls[0]?.[0].defaultPrevented).toBe(false);
    document.removeEventListener('keydown', onKeyDown);
  });
});
