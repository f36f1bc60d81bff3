import { describe, expect, it } from 'vitest';
import { checkTypedCode, joinPagePath, MALFORMED_CODE } from './typed-code';

describe('checkTypedCode', () => {
  it('accepts a code in any case, with a dash or spaces', () => {
    expect(checkTypedCode('abc-234')).toEqual({ code: 'ABC234' });
    expect(checkTypedCode(' AB C2 34 ')).toEqual({ code: 'ABC234' });
  });

  it('answers typos and look-alike characters with the server\'s wording', () => {
    for (const typed of ['', 'ABC23', 'ABC2345', 'ABC230', 'ABCO34', '../../x']) expect(checkTypedCode(typed)).toEqual({ error: MALFORMED_CODE });
  });

  it('leads to the join page', () => {
    expect(joinPagePath('p-1')).toBe('/polls/p-1/vote');
  });
});
