import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from './locale-store';
import { translateError, useErrorMessage } from './error-messages';
import { platformMessages } from './platform-messages';
import type { Locale } from './locales';

afterEach(() => act(() => localeStore.choose('en')));

async function describeIn(locale: Locale) {
  await act(() => platformMessages.load(locale));
  act(() => localeStore.choose(locale));
  return renderHook(() => useErrorMessage()).result.current;
}

/** The platform's `t` in the page's current locale. */
function pageText() {
  return renderHook(() => platformMessages.useText()).result.current.t;
}

describe('useErrorMessage', () => {
  it('shows English readers the server text exactly as sent', async () => {
    const describe = await describeIn('en');
    expect(describe({ message: 'Invalid login credentials' })).toBe('Invalid login credentials');
    expect(describe({ message: 'This poll is full: it admits at most 100000 participants' })).toBe(
      'This poll is full: it admits at most 100000 participants',
    );
  });

  it('translates an exact message', async () => {
    const describe = await describeIn('de');
    expect(describe({ message: 'Invalid login credentials', code: 'invalid_credentials' })).toBe('E-Mail-Adresse oder Passwort ist falsch');
    expect(describe(new TypeError('Failed to fetch'))).toBe(
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(describe(null)).toBe('Unbekannter Fehler');
  });

  it('translates a patterned message, its numbers through Intl and its field by name', async () => {
    const german = await describeIn('de');
    expect(german({ message: 'This poll is full: it admits at most 100000 participants' })).toBe(
      'Diese Umfrage ist voll: Sie lässt höchstens 100.000 Personen zu',
    );
    expect(german({ message: 'Title must be 200 characters or less' })).toBe('Titel: höchstens 200 Zeichen erlaubt');
    expect(german('Please rank at least 1 option')).toBe('Bitte ordnen Sie mindestens 1 Option');
    expect(german('No open poll has the code ABC234. Check the code, or ask the host for the link.')).toBe(
      'Keine offene Umfrage hat den Code ABC234. Prüfen Sie den Code oder bitten Sie die Leitung um den Link.',
    );

    const arabic = await describeIn('ar');
    expect(arabic('Please rank at least 2 options')).toBe('يُرجى ترتيب خيارين على الأقل');
    expect(arabic('Name cannot be "Host": Runoff shows that label itself. Please choose another name')).toBe(
      'الاسم: لا يمكن أن يكون «Host»، فـ Runoff يعرض هذه التسمية بنفسه. يُرجى اختيار اسم آخر',
    );
    const french = await describeIn('fr');
    expect(french('For security purposes, you can only request this after 42 seconds.')).toBe(
      'Pour des raisons de sécurité, vous ne pourrez refaire cette demande que dans 42 secondes.',
    );
  });

  it('passes an unknown message through unchanged', async () => {
    const describe = await describeIn('es');
    expect(describe({ message: 'Something nobody wrote down' })).toBe('Something nobody wrote down');
    expect(describe('Title must be 200 words or less')).toBe('Title must be 200 words or less');
  });
});

// Every message the SQL functions raise, found in the migrations themselves: a new one fails here until it
// is in the catalogue (error-messages.ts and messages/*.json).
const migrations = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'supabase', 'migrations');
const sql = readdirSync(migrations)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(path.join(migrations, name), 'utf8'))
  .join('\n');
const unquote = (literal: string) => literal.replace(/''/g, "'");
const literals = (re: RegExp) => [...new Set([...sql.matchAll(re)].map((match) => unquote(match[1]!)))];

/** A sample of each `format('…%s…')` message, as the database fills it in. */
const FORMAT_SAMPLES: Record<string, string[]> = {
  '%s cannot be "%s": Runoff shows that label itself. Please choose another name': [
    'Name cannot be "Participant 3": Runoff shows that label itself. Please choose another name',
  ],
  '%s must be %s characters or less': ['Title must be 200 characters or less', 'Each option must be 200 characters or less', 'Description must be 2000 characters or less'],
  '%s must contain at least one visible letter, digit or symbol': ['Username must contain at least one visible letter, digit or symbol'],
  '%s must not contain control characters or invisible formatting characters': ['Category must not contain control characters or invisible formatting characters'],
  '%s must not stack more than 6 accents or other combining marks on one character': ['Name must not stack more than 6 accents or other combining marks on one character'],
  '%s must not start with an accent or other combining mark': ['Name must not start with an accent or other combining mark'],
  'Options "%s" and "%s" look the same. Each option must be different': ['Options "Bob" and "Ｂｏｂ" look the same. Each option must be different'],
  'A poll that is %s cannot move to %s': ['A poll that is completed cannot move to voting', 'A poll that is waiting cannot move to completed'],
  'Please rank at least %s %s': ['Please rank at least 1 option', 'Please rank at least 3 options'],
  'The participant limit cannot be lower than the %s people who already joined': ['The participant limit cannot be lower than the 12 people who already joined'],
  'This poll is full: it admits at most %s participants': ['This poll is full: it admits at most 1 participants'],
  'Unknown poll status: %s': ['Unknown poll status: paused'],
};

describe('the catalogue', () => {
  const raised = [
    ...literals(/message\s*=\s*'((?:[^']|'')*)'/g),
    ...literals(/(?:return|then) '([A-Z](?:[^']|'')*)'/g),
    'No open poll has the code ABC234. Check the code, or ask the host for the link.',
  ];
  const formats = literals(/format\('((?:[^']|'')*)'/g).filter((template) => !template.startsWith('At most'));

  it('has a sample of every formatted message the SQL functions raise', () => {
    expect(formats.filter((template) => !(template in FORMAT_SAMPLES))).toEqual([]);
  });

  it.each(['de', 'ar'] as const)('translates every message the SQL functions raise into %s', async (locale) => {
    await act(() => platformMessages.load(locale));
    act(() => localeStore.choose(locale));
    const t = pageText();
    const samples = [...raised, ...Object.values(FORMAT_SAMPLES).flat()];
    expect(samples.length).toBeGreaterThan(60);
    expect(samples.filter((english) => translateError(english, t) === english)).toEqual([]);
  });

  it('words every message in English exactly as the server does (numbers below a thousand)', () => {
    const t = pageText();
    const samples = [...raised, ...Object.values(FORMAT_SAMPLES).flat()].filter((english) => !/\d{4}/.test(english));
    for (const english of samples) expect(translateError(english, t)).toBe(english);
  });
});
