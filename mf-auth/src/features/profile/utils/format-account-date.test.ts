import { formatAccountDate } from './format-account-date';

describe('formatAccountDate', () => {
  it('shows N/A when the date is missing or unreadable', () => {
    expect(formatAccountDate(null)).toBe('N/A');
    expect(formatAccountDate('')).toBe('N/A');
    expect(formatAccountDate('not a date')).toBe('N/A');
  });

  it('shows the date and time in the given locale', () => {
    const text = formatAccountDate('2024-05-01T10:00:00.000Z', 'en-GB');
    expect(text).toMatch(/1 May 2024/);
    expect(text).toMatch(/\d{2}:\d{2}/);
  });
});
