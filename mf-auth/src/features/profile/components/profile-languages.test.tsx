import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@runoff/platform/auth';
import { localeStore, type Locale } from '@runoff/platform/i18n';
import { load } from '../../../lib/i18n';
import { ProfileForm } from './profile-form';

const ada: AuthUser = {
  uid: 'user-1',
  displayName: 'ada',
  email: 'ada@example.com',
  isAnonymous: false,
  createdAt: '2024-05-01T10:00:00.000Z',
  lastSignInAt: null,
};

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

describe('the profile in other languages', () => {
  it('shows the profile in Arabic, its dates through Intl', async () => {
    await speak('ar');
    const onSubmit = vi.fn(async () => {});
    renderPage(<ProfileForm user={ada} onSubmit={onSubmit} />);
    const created = (await screen.findByText('تاريخ إنشاء الحساب', {}, { timeout: 5000 })).nextElementSibling?.textContent;
    expect(created).toBe(new Date(ada.createdAt!).toLocaleString('ar', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(screen.getByText('آخر تسجيل دخول').nextElementSibling?.textContent).toBe('غير متوفر');
    await userEvent.setup().click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect((await screen.findByRole('status')).textContent).toBe('تم تحديث الملف الشخصي بنجاح');
    expect(onSubmit).toHaveBeenCalledWith('ada');
  });
});
