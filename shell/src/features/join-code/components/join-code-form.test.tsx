import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { JoinCodeForm } from './join-code-form';

vi.mock('@runoff/platform/auth', () => ({ useAuth: () => ({ ensureSession: vi.fn() }) }));

describe('JoinCodeForm', () => {
  it('has a labelled code field that shows its limit', () => {
    render(
      <MemoryRouter>
        <JoinCodeForm />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Join with a code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('maxlength')).toBe('9');
  });

  it('answers a code that cannot be one without asking the server', () => {
    render(
      <MemoryRouter>
        <JoinCodeForm initialCode="ABC10" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert').textContent).toContain('A join code has 6 letters and digits');
  });
});
