import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '@runoff/platform/i18n';
import { load } from '../../../lib/i18n';
import { JoinCodeForm } from './join-code-form';

vi.mock('@runoff/platform/auth', () => ({ useAuth: () => ({ ensureSession: vi.fn() }) }));

afterEach(() => act(() => localeStore.choose('en')));

describe('JoinCodeForm in other languages', () => {
  it('labels the field and words the server rule for a code in French, then in Arabic on a switch', async () => {
    await act(() => load('fr'));
    act(() => localeStore.choose('fr'));
    render(
      <Suspense fallback={<p>loading</p>}>
        <MemoryRouter>
          <JoinCodeForm initialCode="ABC10" />
        </MemoryRouter>
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Rejoindre avec un code' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Un code pour rejoindre compte 6 lettres et chiffres');

    await act(() => load('ar'));
    act(() => localeStore.choose('ar'));
    // The platform's Arabic (the server's words) loads on the switch; until then the French stays.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('يتكون رمز الانضمام من 6 أحرف وأرقام'), { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: 'الرمز' })).toBeTruthy();
  });
});
