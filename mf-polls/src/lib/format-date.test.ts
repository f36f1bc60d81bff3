import { formatPollDate, INVALID_DATE, UNKNOWN_DATE } from './format-date';

describe('formatPollDate', () => {
  it('formats an ISO date in the given locale', () => {
    expect(formatPollDate('2026-11-20T10:00:00.000Z', 'en-US')).toBe('Nov 20, 2026');
  });

  it('shows Unknown Date when there is no date', () => {
    expect(formatPollDate(null)).toBe(UNKNOWN_DATE);
    expect(formatPollDate(undefined)).toBe('Unknown Date');
    expect(formatPollDate('  ')).toBe('Unknown Date');
  });

  it('shows Invalid Date when the date cannot be parsed', () => {
    expect(formatPollDate('yesterday-ish')).toBe(INVALID_DATE);
    expect(formatPollDate('2026-13-45T99:00:00Z')).toBe('Invalid Date');
  });
});
