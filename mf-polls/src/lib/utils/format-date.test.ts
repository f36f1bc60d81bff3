import { parsePollDate } from './format-date';

describe('parsePollDate', () => {
  it('reads an ISO date', () => {
    expect(parsePollDate('2026-11-20T10:00:00.000Z')).toEqual(new Date('2026-11-20T10:00:00.000Z'));
  });

  it('says unknown when there is no date', () => {
    expect(parsePollDate(null)).toBe('unknown');
    expect(parsePollDate(undefined)).toBe('unknown');
    expect(parsePollDate('  ')).toBe('unknown');
  });

  it('says invalid when the date cannot be parsed', () => {
    expect(parsePollDate('yesterday-ish')).toBe('invalid');
    expect(parsePollDate('2026-13-45T99:00:00Z')).toBe('invalid');
  });
});
