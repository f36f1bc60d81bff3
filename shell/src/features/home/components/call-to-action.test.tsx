import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './call-to-action';

describe('CallToAction', () => {
  it('sends signed-in users to the dashboard and the poll form', () => {
    render(
      <MemoryRouter>
        <CallToAction signedIn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Create a Poll' }).getAttribute('href')).toBe('/polls/create');
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });
});
