import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import en from './messages/en.json';
import { failure, type Failure } from './failure';
import { englishFailure, useFailureText } from './failure-text';
import { localeStore } from './locale-store';
import { LOCALES, type Locale } from './locales';
import { platformMessages } from './platform-messages';

afterEach(() => act(() => localeStore.choose('en')));

async function describeIn(locale: Locale) {
  await act(() => platformMessages.load(locale));
  act(() => localeStore.choose(locale));
  return renderHook(() => useFailureText()).result.current;
}

/** The server's ids (docs/database-api.md, "Error ids") with values, as a refusal brings them. */
const SERVER_FAILURES: Failure[] = [
  failure('poll.not_found'),
  failure('join.poll_full', { max: 100000 }),
  failure('text.too_long', { field: 'title', max: 200 }),
  failure('name.reserved', { field: 'name', name: 'Host' }),
  failure('vote.ranking_too_short', { min: 2 }),
  failure('poll.max_participants_below_joined', { joined: 7 }),
  failure('poll.status_unknown', { status: null }),
];

describe('useFailureText', () => {
  it('words a failure by its id, in the English the server uses', async () => {
    const describe = await describeIn('en');
    expect(describe(failure('poll.not_found'))).toBe('Poll not found');
    expect(describe(failure('join.poll_full', { max: 1 }))).toBe('This poll is full: it admits at most 1 participants');
    expect(describe(failure('text.too_long', { field: 'each_option', max: 200 }))).toBe('Each option must be 200 characters or less');
    expect(describe(failure('vote.ranking_too_short', { min: 2 }))).toBe('Please rank at least 2 options');
    expect(describe(failure('auth.invalid_credentials'))).toBe('Invalid login credentials');
  });

  it('words each failure in every language, numbers through Intl and the field by its name', async () => {
    const german = await describeIn('de');
    expect(german(failure('join.poll_full', { max: 100000 }))).toBe('Diese Umfrage ist voll: Sie lässt höchstens 100.000 Personen zu');
    expect(german(failure('text.too_long', { field: 'title', max: 200 }))).toBe('Titel: höchstens 200 Zeichen erlaubt');
    const arabic = await describeIn('ar');
    expect(arabic(failure('vote.ranking_too_short', { min: 2 }))).toBe('يُرجى ترتيب خيارين على الأقل');
    for (const locale of LOCALES) {
      const describe = await describeIn(locale);
      for (const shown of SERVER_FAILURES) expect(describe(shown)).not.toMatch(/[{}]/);
    }
  });

  it('words an id it does not know with the generic message, translated, never the raw id', async () => {
    const german = await describeIn('de');
    expect(german(failure('poll.something_new', { max: 3 }))).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(german(failure('field.title'))).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
    fc.assert(
      fc.property(fc.string(), (id) => {
        const shown = englishFailure(failure(id));
        expect(shown === en['failure.unknown'] || (Object.hasOwn(en, id) && !id.startsWith('field.'))).toBe(true);
      }),
    );
  });

  it('rewords an alert already on screen when the language switches', async () => {
    await act(() => platformMessages.load('fr'));
    function Alert({ shown }: { shown: Failure }) {
      const describe = useFailureText();
      return <p role="alert">{describe(shown)}</p>;
    }
    render(<Alert shown={failure('vote.already_voted')} />);
    expect(screen.getByRole('alert').textContent).toBe('You have already voted in this poll');
    act(() => localeStore.choose('fr'));
    expect(screen.getByRole('alert').textContent).toBe('Vous avez déjà voté dans ce sondage');
  });
});
