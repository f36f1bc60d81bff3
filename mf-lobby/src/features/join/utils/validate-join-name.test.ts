import { englishFailure } from '@runoff/platform/i18n';
import { accountJoinName, NAME_REQUIRED, NAME_TOO_LONG, validateJoinName } from './validate-join-name';

describe('validateJoinName', () => {
  it('refuses an empty or blank name', () => {
    expect(validateJoinName('')).toBe(NAME_REQUIRED);
    expect(validateJoinName('   ')).toBe(NAME_REQUIRED);
    expect(englishFailure(NAME_REQUIRED)).toBe('Please enter a name or click "Join Anonymously"');
  });

  it('accepts 50 characters after trimming and refuses 51', () => {
    expect(validateJoinName(` ${'a'.repeat(50)} `)).toBeNull();
    expect(validateJoinName('a'.repeat(51))).toBe(NAME_TOO_LONG);
    expect(englishFailure(NAME_TOO_LONG)).toBe('Name must be 50 characters or less');
  });

  it('accepts an ordinary name', () => {
    expect(validateJoinName('Ada')).toBeNull();
  });
});

describe('accountJoinName', () => {
  it('prefers the display name, then the e-mail', () => {
    expect(accountJoinName('ada', 'ada@example.com')).toBe('ada');
    expect(accountJoinName(null, 'ada@example.com')).toBe('ada@example.com');
    expect(accountJoinName(null, null)).toBeNull();
  });

  it('cuts a long e-mail to the 50-character limit', () => {
    expect(accountJoinName(null, `${'x'.repeat(60)}@example.com`)).toHaveLength(50);
  });
});
