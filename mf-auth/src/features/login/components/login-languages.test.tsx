import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore, type Locale } from '@runoff/platform/i18n';
import { english, load } from '../../../lib/i18n';
import { newPasswordProblem } from '../../../lib/utils/password-rules';
import { LoginForm } from './login-form';

async function speak(locale: Locale) {
  await act(() => load(locale));
  act(() => localeStore.choose(locale));
}

function renderPage(ui: ReactNode) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Suspense>,
  );
}

afterEach(() => act(() => localeStore.choose('en')));

describe('signing in in other languages', () => {

  it('signs in in German: labels, validation and the server refusal', async () => {
    await speak('de');
    const onSubmit = vi.fn(async () => {
      throw { message: 'Invalid login credentials', status: 400 };
    });
    renderPage(<LoginForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }, { timeout: 5000 }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein');

    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ist falsch');
    expect(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeTruthy();
  });

  it('rewords a shown alert when the reader switches language', async () => {
    renderPage(<LoginForm onSubmit={async () => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email and password');
    await speak('ar');
    expect(screen.getByRole('alert').textContent).toBe('يُرجى إدخال بريدك الإلكتروني وكلمة المرور');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
  });

  it('words the password rules in any language, English by default', () => {
    expect(newPasswordProblem('12345', '12345')).toBe('Password must be at least 6 characters');
    expect(english('validation.usernameTooLong', { max: 50 })).toBe('Username must be 50 characters or less');
  });
});
