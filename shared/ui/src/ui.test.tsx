import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Alert, Button, Card, Spinner, TextField } from './index';

afterEach(cleanup);

describe('Button', () => {
  it('reads its busy label and is disabled while busy', () => {
    const { rerender } = render(<Button busyLabel="Signing in...">Sign In</Button>);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false);
    rerender(
      <Button busy busyLabel="Signing in...">
        Sign In
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });
});

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(<TextField label="Email" hint="We never share it." error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email', description: 'We never share it. Email is required' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows its limit: maxLength, and a counter only near it', () => {
    const { rerender } = render(<TextField label="Title" maxLength={200} value={'x'.repeat(159)} onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('maxlength')).toBe('200');
    expect(screen.queryByText(/\/ 200/)).toBeNull();
    rerender(<TextField label="Title" maxLength={200} value={'x'.repeat(160)} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Title', description: /^160 \/ 200\s*characters$/ })).toBe(input);
  });
});

describe('Alert', () => {
  it('interrupts for errors and stays polite for success', () => {
    render(
      <>
        <Alert>Failed to sign in: Invalid login credentials</Alert>
        <Alert tone="success">Profile updated successfully</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to sign in: Invalid login credentials');
    expect(screen.getByRole('status').textContent).toBe('Profile updated successfully');
  });
});

describe('Card and Spinner', () => {
  it('labels the card region by its title and announces loading', () => {
    render(
      <Card title="Sign In" headingLevel={1}>
        <Spinner label="Loading profile…" />
      </Card>,
    );
    screen.getByRole('region', { name: 'Sign In' });
    screen.getByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.getByRole('status').textContent).toBe('Loading profile…');
  });
});
