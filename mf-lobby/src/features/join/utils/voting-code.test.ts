import { describe, expect, it } from 'vitest';
import { formatVotingCode, isVotingCode, normalizeVotingCode } from './voting-code';

describe('voting codes', () => {
  it('reads a code with or without dashes and spaces, in any case', () => {
    for (const typed of ['ABCD-EFGH-JKLM', 'abcdefghjklm', ' abcd efgh-JKLM ', 'AbCd-eFgH-jKlM']) {
      expect(normalizeVotingCode(typed)).toBe('ABCDEFGHJKLM');
      expect(isVotingCode(typed)).toBe(true);
    }
  });

  it('refuses what cannot be a code: wrong length, letters the alphabet leaves out, other characters', () => {
    for (const typed of ['', 'ABCD-EFGH-JKL', 'ABCD-EFGH-JKLMN', 'ABCD-EFGH-JKL0', 'OBCD-EFGH-JKLM', 'IBCD-EFGH-JKLM', 'ABCD_EFGH_JKLM', 'ÄBCD-EFGH-JKLM']) {
      expect(isVotingCode(typed)).toBe(false);
    }
  });

  it('shows a code in groups of four, as the card prints it', () => {
    expect(formatVotingCode('abcdefghjklm')).toBe('ABCD-EFGH-JKLM');
    expect(formatVotingCode('ab cd')).toBe('ABCD');
    expect(formatVotingCode('')).toBe('');
  });
});
