import { participantCountText } from './participant-count';

describe('participantCountText', () => {
  it('uses the singular for exactly one participant', () => {
    expect(participantCountText(1)).toBe('1 participant');
  });

  it('uses the plural otherwise, zero included', () => {
    expect(participantCountText(0)).toBe('0 participants');
    expect(participantCountText(2)).toBe('2 participants');
    expect(participantCountText(11)).toBe('11 participants');
  });
});
