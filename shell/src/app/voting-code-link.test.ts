import { describe, expect, it } from 'vitest';
import { MAX_LINK_CODE_LENGTH, takeVotingCode } from './voting-code-link';

describe('takeVotingCode', () => {
  it('takes the code out of the query and keeps the rest', () => {
    expect(takeVotingCode('?code=ABCD-EFGH-JKLM')).toEqual({ code: 'ABCD-EFGH-JKLM', search: '' });
    expect(takeVotingCode('?lang=de&code=abcdefghjklm&x=1')).toEqual({ code: 'abcdefghjklm', search: '?lang=de&x=1' });
    expect(takeVotingCode('?code=%20abcd%20efgh%20jklm%20')).toEqual({ code: 'abcd efgh jklm', search: '' });
  });

  it('leaves a query without a code as it is', () => {
    expect(takeVotingCode('')).toEqual({ code: undefined, search: '' });
    expect(takeVotingCode('?lang=ar')).toEqual({ code: undefined, search: '?lang=ar' });
  });

  it('drops an empty or over-long value unread, and still takes it out of the address bar', () => {
    expect(takeVotingCode('?code=')).toEqual({ code: undefined, search: '' });
    expect(takeVotingCode(`?code=${'A'.repeat(MAX_LINK_CODE_LENGTH + 1)}&a=b`)).toEqual({ code: undefined, search: '?a=b' });
  });

  it('never leaves a code in the query it gives back, however the query spells it', () => {
    for (const search of ['?code=a&code=b', '?code', '?code=a%26code%3Db', '?x=1&code=AB&code=&y=2', '?code=%00%0A']) {
      const taken = takeVotingCode(search);
      expect(new URLSearchParams(taken.search).has('code')).toBe(false);
    }
    expect(takeVotingCode('?Code=ABCD').search).toBe('?Code=ABCD');
  });
});
