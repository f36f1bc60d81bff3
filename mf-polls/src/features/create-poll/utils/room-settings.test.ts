import { describe, expect, it } from 'vitest';
import { parseParticipantLimit } from './room-settings';

describe('parseParticipantLimit', () => {
  it('accepts whole numbers from 1 to 100,000', () => {
    expect(parseParticipantLimit('1')).toEqual({ value: 1 });
    expect(parseParticipantLimit(' 1000 ')).toEqual({ value: 1000 });
    expect(parseParticipantLimit('100000')).toEqual({ value: 100000 });
  });

  it.each(['', '0', '100001', '-5', '2.5', '1e3', 'ten'])('refuses %j with the database wording', (text) => {
    expect(parseParticipantLimit(text)).toEqual({ error: 'outOfRange' });
  });
});
